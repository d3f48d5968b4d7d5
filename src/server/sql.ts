/**
 * Plain SQL for the few statements every request or every chat turn runs (the session user, a reply's inputs,
 * storing a message). Prisma compiles each query before it runs it, which costs a few milliseconds of CPU per
 * query on a small machine, and loads relations with one query per level; these run as single prepared
 * statements instead (`npm run bench:chat` shows the difference). Everything else stays on Prisma.
 * Results come back as PostgreSQL spells them: enum values in the database's spelling (`agent-chat`), not
 * Prisma's identifiers (`agent_chat`); callers map what they read.
 *
 * Its own small pool, whose connections use generic plans from the first execution: PostgreSQL would otherwise
 * plan each of these statements afresh for its first five executions on every connection, which costs more than
 * running them. Prisma's pool keeps the default, since its ad-hoc queries want plans for their actual values.
 */
import pg from "pg";
import { databasePoolMax, databaseUrl } from "@/server/db";

function createPool(): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl(),
    max: databasePoolMax(),
    // Scripts and tests that touch these statements still exit when they are done.
    allowExitOnIdle: true,
  });
  return pool;
}

// One pool per process, kept across Next.js dev reloads like db.ts's client.
const holder = globalThis as typeof globalThis & { __coachSqlPool?: pg.Pool };
const pool = holder.__coachSqlPool ?? createPool();
if (process.env.NODE_ENV !== "production") holder.__coachSqlPool = pool;

/**
 * `name` makes it a prepared statement: parsed and planned once per connection rather than on every call. One
 * name per statement text, so the hot statements are declared as constants with their name.
 */
export interface SqlStatement {
  name: string;
  text: string;
}

// Connections that have had their plan mode set. Set on first use rather than from the pool's "connect" event:
// a query sent from that event runs alongside the caller's first query on the same client, which pg deprecates
// (pg@9 drops it). A SET rather than the `options` startup parameter, which PGlite's socket server and some
// poolers (PgBouncer) ignore or refuse.
const planModeSet = new WeakSet<pg.PoolClient>();

export async function sqlRows<T>(statement: SqlStatement, values: unknown[]): Promise<T[]> {
  const client = await pool.connect();
  try {
    if (!planModeSet.has(client)) {
      await client.query("set plan_cache_mode = force_generic_plan");
      planModeSet.add(client);
    }
    const result = await client.query({ name: statement.name, text: statement.text, values });
    client.release();
    return result.rows as T[];
  } catch (error) {
    // As pool.query does: a client whose query failed is closed, not handed to the next caller.
    client.release(error as Error);
    throw error;
  }
}
