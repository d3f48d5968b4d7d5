// The embedded development database: PGlite (PostgreSQL 18 compiled to WASM, from npm) persisted in a directory
// and served over the PostgreSQL wire protocol (pglite-wire.mjs), so the app and the Prisma CLI use their normal
// PrismaPg + DATABASE_URL path. See ../shared/docs/offline-toolchain.md, "Embedded default".
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { servePglite } from "./pglite-wire.mjs";

/**
 * Opens the PGlite database in `dataDir` (created if missing; "memory://" for a throw-away one, e.g. a shadow
 * database for `prisma migrate dev`) and serves it on 127.0.0.1:`port` (0 = any free port).
 *
 * Clients beyond `maxConnections` are refused ("Connection terminated unexpectedly"): keep the app's two pools
 * (DATABASE_POOL_MAX each, default 5) well below it and leave room for the Prisma CLI and the seed. A connection
 * costs a socket only: every client shares the one PGlite backend, one query or transaction at a time.
 *
 * @returns {Promise<{ url: string, db: PGlite, stop: () => Promise<void> }>}
 */
export async function startPglite({ dataDir = ".data/pglite", port = 54320, maxConnections = 20 } = {}) {
  const inMemory = dataDir.startsWith("memory://");
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // The extensions the migrations create (pg_trgm: the list searches' trigram indexes).
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });

  let server;
  try {
    server = await servePglite(db, {
      port,
      maxConnections,
      onError: (error) => console.error("[pglite] connection failed:", error),
    });
  } catch (err) {
    await db.close();
    if (err?.code === "EADDRINUSE") throw new Error(`PGlite: port ${port} is already in use`);
    throw err;
  }

  // The bound port, which matters when port 0 was asked for.
  const url = `postgresql://postgres@127.0.0.1:${server.port}/postgres`;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await server.stop(); // detaches every client
    await db.close(); // flushes and closes the data directory
  };
  return { url, db, stop };
}
