// Types of static-assets.mjs for the TypeScript tests of the production server's asset handler.
import type { IncomingMessage, ServerResponse } from "node:http";

export function staticAssets(
  distDir: string,
): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
