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
 * running them. Prisma's pool keeps the default, since its ad-hoc queries want plans for their actual values. On
 * PGlite, statements are neither named nor given generic plans (see sqlRunner).
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

// One pool per process, kept on globalThis like db.ts's client (dev reloads, separate production bundles).
const holder = globalThis as typeof globalThis & { __coachSqlPool?: pg.Pool };
const pool = holder.__coachSqlPool ?? createPool();
holder.__coachSqlPool = pool;

/**
 * `name` makes it a prepared statement: parsed and planned once per connection rather than on every call. One
 * name per statement text, so the hot statements are declared as constants with their name.
 */
export interface SqlStatement {
  name: string;
  text: string;
}

/** Runs statements through `pool`; one per pool, since it remembers how each connection was set up. */
export function sqlRunner(pool: pg.Pool) {
  // Per connection: whether statements run named (prepared once per connection) after the set-up below. Set up
  // on first use rather than from the pool's "connect" event: a query sent from that event runs alongside the
  // caller's first query on the same client, which pg deprecates (pg@9 drops it). A SET rather than the
  // `options` startup parameter, which PGlite's socket server ignores and some poolers (PgBouncer) refuse.
  const named = new WeakMap<pg.PoolClient, boolean>();

  async function setUp(client: pg.PoolClient): Promise<boolean> {
    const { rows } = await client.query<{ version: string }>("select version() as version");
    // PGlite (the embedded default) serves every connection from one backend session: a name prepared through
    // one connection already exists for the next, which PostgreSQL refuses to prepare again. There statements
    // run unnamed, and the plan mode stays as it is, since it would apply to Prisma's queries too.
    if (rows[0]?.version.includes("PGlite")) return false;
    await client.query("set plan_cache_mode = force_generic_plan");
    return true;
  }

  return async function sqlRows<T>(statement: SqlStatement, values: unknown[]): Promise<T[]> {
    const client = await pool.connect();
    try {
      let asNamed = named.get(client);
      if (asNamed === undefined) {
        asNamed = await setUp(client);
        named.set(client, asNamed);
      }
      const { text } = statement;
      const result = await client.query(asNamed ? { name: statement.name, text, values } : { text, values });
      client.release();
      return result.rows as T[];
    } catch (error) {
      // As pool.query does: a client whose query failed is closed, not handed to the next caller.
      client.release(error as Error);
      throw error;
    }
  };
}

export const sqlRows = sqlRunner(pool);
