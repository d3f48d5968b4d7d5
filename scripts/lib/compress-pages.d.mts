// Types of compress-pages.mjs for the TypeScript tests of the production server's page compression.
import type { IncomingMessage, ServerResponse } from "node:http";

export function isPage(req: IncomingMessage, res: ServerResponse): boolean;
export function compressPages(): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
