// Prisma CLI configuration. Prisma 7's CLI runs its schema engine as a binary, which cannot be downloaded here:
// PRISMA_SCHEMA_ENGINE_BINARY points it at prisma/schema-engine-shim.mjs, which runs the same engine's WASM build
// (@prisma/schema-engine-wasm, pinned to the CLI's engine version) through a driver adapter
// (../shared/docs/offline-toolchain.md, "Prisma on PostgreSQL"). `prisma generate` checks for the binary too.
import { existsSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "prisma/config";

// With a config file the CLI no longer reads .env itself. Like the app: shell variables win over .env.local, which
// wins over .env (process.loadEnvFile never overrides a variable that is already set).
for (const file of [".env.local", ".env"]) if (existsSync(file)) process.loadEnvFile(file);

// Default: the embedded dev database (PGlite socket, scripts/lib/pglite-server.mjs).
process.env.DATABASE_URL ||= "postgresql://postgres@127.0.0.1:54320/postgres";
process.env.PRISMA_SCHEMA_ENGINE_BINARY ||= path.resolve(
  import.meta.dirname,
  "prisma/schema-engine-shim.mjs",
);

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: {
    url: process.env.DATABASE_URL,
    shadowDatabaseUrl: process.env.SHADOW_DATABASE_URL || undefined,
  },
});
