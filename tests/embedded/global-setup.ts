/**
 * The embedded default as `npm run dev` runs it: PGlite persisted in a directory, served by scripts/lib/pglite-server.mjs,
 * migrated by `prisma migrate deploy`. The test files reach it through DATABASE_URL (setup.ts), so the route
 * handlers, Prisma and the hot-path SQL pool all go over the wire to it, as the app does.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { TestProject } from "vitest/node";
import { startPglite } from "../../scripts/lib/pglite-server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "coach-pglite-"));
  const server = await startPglite({ dataDir: dir, port: 0, maxConnections: 40 });
  await promisify(execFile)("./node_modules/.bin/prisma", ["migrate", "deploy"], {
    env: {
      ...process.env,
      DATABASE_URL: server.url,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, "--require ./scripts/unref-timers.cjs"]
        .filter(Boolean)
        .join(" "),
    },
  });
  project.provide("pgliteUrl", server.url);
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
