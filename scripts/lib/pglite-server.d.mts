// Types of pglite-server.mjs for the TypeScript tests that start an embedded database.
import type { PGlite } from "@electric-sql/pglite";

export function startPglite(options?: {
  dataDir?: string;
  port?: number;
  maxConnections?: number;
}): Promise<{ url: string; db: PGlite; stop: () => Promise<void> }>;
