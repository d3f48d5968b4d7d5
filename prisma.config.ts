// Prisma CLI configuration. The engine binaries cannot be downloaded here, so the CLI runs its WASM schema engine
// through a driver adapter (docs/offline-toolchain.md, "Prisma on PostgreSQL").
import { existsSync } from "node:fs";
import { defineConfig } from "prisma/config";
import { MigrationPg } from "./prisma/migration-adapter.ts";

// With a config file the CLI no longer reads .env itself. Like the app: shell variables win over .env.local, which
// wins over .env (process.loadEnvFile never overrides a variable that is already set).
for (const file of [".env.local", ".env"]) if (existsSync(file)) process.loadEnvFile(file);

// The CLI must always be able to read the schema (it needs a DATABASE_URL to do so); without one it falls back to
// the binary engine and tries a download. Default: the embedded dev database (PGlite socket, scripts/lib/pglite-server.mjs).
process.env.DATABASE_URL ||= "postgresql://postgres@127.0.0.1:54320/postgres";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  adapter: async () =>
    new MigrationPg(process.env.DATABASE_URL as string, process.env.SHADOW_DATABASE_URL || undefined),
});
