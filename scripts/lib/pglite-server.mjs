// The embedded development database: PGlite (PostgreSQL 18 compiled to WASM, from npm) persisted in a directory
// and served over the PostgreSQL wire protocol by @electric-sql/pglite-socket, so the app and the Prisma CLI use
// their normal PrismaPg + DATABASE_URL path. See docs/offline-toolchain.md, "Embedded default".
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

/**
 * Opens the PGlite database in `dataDir` (created if missing; "memory://" for a throw-away one, e.g. a shadow
 * database for `prisma migrate dev`) and serves it on 127.0.0.1:`port` (0 = any free port).
 *
 * Connections are not queued: clients beyond `maxConnections` are refused ("Connection terminated unexpectedly"),
 * so keep the app's pool (DATABASE_POOL_MAX, default 5) well below it and leave room for the Prisma CLI.
 *
 * @returns {Promise<{ url: string, db: PGlite, stop: () => Promise<void> }>}
 */
export async function startPglite({ dataDir = ".data/pglite", port = 54320, maxConnections = 20 } = {}) {
  const inMemory = dataDir.startsWith("memory://");
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);

  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port, maxConnections });
  try {
    await server.start();
  } catch (err) {
    await db.close();
    if (err?.code === "EADDRINUSE") throw new Error(`PGlite: port ${port} is already in use`);
    throw err;
  }

  // getServerConn() reports the bound port, which matters when port 0 was asked for.
  const url = `postgresql://postgres@${server.getServerConn()}/postgres`;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await server.stop(); // detaches every client
    await db.close(); // flushes and closes the data directory
  };
  return { url, db, stop };
}
