// Generates the Prisma client after install. The prisma CLI needs DATABASE_URL only to read the schema
// (prisma.config.ts gives it a default), so this works on a fresh machine with nothing configured.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("prisma/schema.prisma")) process.exit(0);
const r = spawnSync("./node_modules/.bin/prisma", ["generate"], {
  stdio: "inherit",
  // Prisma's WASM engine leaves long timers that would keep the CLI alive (see scripts/unref-timers.cjs).
  env: {
    ...process.env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --require ./scripts/unref-timers.cjs`.trim(),
  },
});
process.exit(r.status ?? 1);
