// The Prisma client for the whole server side (route handlers, services, scripts, tests), over PostgreSQL through
// the PrismaPg driver adapter. No "server-only" import: scripts and tests import this file too.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";

/** The embedded development database (PGlite socket, scripts/lib/pglite-server.mjs); same default as prisma.config.ts. */
const DEFAULT_DATABASE_URL = "postgresql://postgres@127.0.0.1:54320/postgres";

export const databaseUrl = () => process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
export const databasePoolMax = () => Number(process.env.DATABASE_POOL_MAX) || 5;

const increment = { version: { increment: 1 } } as const;

function createDb() {
  const adapter = new PrismaPg({
    connectionString: databaseUrl(),
    // PGlite refuses connections beyond its max-connections (20 in dev) instead of queueing them: keep this low.
    max: databasePoolMax(),
  });

  // `version` (the documents' __v) counts updates: every update/updateMany/upsert bumps it by one. Nested writes
  // (e.g. `user.update({ data: { details: { update: … } } })`) do not bump the nested record's version.
  return new PrismaClient({ adapter }).$extends({
    name: "version-counter",
    query: {
      $allModels: {
        update({ args, query }) {
          args.data = { ...args.data, ...increment };
          return query(args);
        },
        updateMany({ args, query }) {
          args.data = { ...args.data, ...increment };
          return query(args);
        },
        updateManyAndReturn({ args, query }) {
          args.data = { ...args.data, ...increment };
          return query(args);
        },
        upsert({ args, query }) {
          args.update = { ...args.update, ...increment };
          return query(args);
        },
      },
    },
  });
}

export type Db = ReturnType<typeof createDb>;
/** The client handed to an interactive `db.$transaction(async (tx) => …)` callback. */
export type DbTransaction = Omit<Db, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

// One client (and one pool) per process, kept on globalThis: Next.js dev hot reload re-evaluates modules, and in
// production the instrumentation hook (the job worker) and the routes are separate bundles with their own copies.
const globalForDb = globalThis as typeof globalThis & { __coachDb?: Db };

export const db: Db = globalForDb.__coachDb ?? createDb();
globalForDb.__coachDb = db;
