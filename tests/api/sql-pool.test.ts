import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlRows, sqlRunner } from "@/server/sql";
import { startPglite } from "../../scripts/lib/pglite-server.mjs";

const PLAN_MODE = { name: "test_plan_mode", text: "select current_setting('plan_cache_mode') as mode" };
const FAIL = { name: "test_division", text: "select 1 / $1::int as x" };

describe("sqlRows (the hot statements' pool)", () => {
  // First, while the pool has no connection yet: the calls below open them.
  it("sends no query on a connection that is still busy with another (deprecated in pg, gone in pg@9)", async () => {
    const warnings: string[] = [];
    const listen = (warning: Error) => warnings.push(warning.message);
    process.on("warning", listen);
    try {
      await Promise.all(Array.from({ length: 12 }, () => sqlRows(PLAN_MODE, [])));
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off("warning", listen);
    }
    expect(warnings.filter((m) => m.includes("already executing a query"))).toEqual([]);
  });

  it("runs every statement with generic plans, on every connection, also when the first calls come at once", async () => {
    // More calls than the pool has connections: each new connection's first statement already has the setting.
    const rows = await Promise.all(
      Array.from({ length: 12 }, () => sqlRows<{ mode: string }>(PLAN_MODE, [])),
    );
    expect(rows.map((r) => r[0].mode)).toEqual(Array(12).fill("force_generic_plan"));
  });

  it("answers the database's error and keeps serving after it", async () => {
    await expect(sqlRows(FAIL, [0])).rejects.toThrow(/division by zero/);
    expect(await sqlRows<{ x: number }>(FAIL, [1])).toEqual([{ x: 1 }]);
    expect((await sqlRows<{ mode: string }>(PLAN_MODE, []))[0].mode).toBe("force_generic_plan");
  });
});

describe("sqlRows on PGlite (the embedded default: one backend session behind every connection)", () => {
  let server: { url: string; stop: () => Promise<void> };
  let pool: pg.Pool;
  // Starting PGlite (a WebAssembly PostgreSQL) takes seconds, more on a busy machine than the default hook timeout.
  beforeAll(async () => {
    server = await startPglite({ dataDir: "memory://", port: 0, maxConnections: 10 });
    pool = new pg.Pool({ connectionString: server.url, max: 4 });
  }, 60_000);
  afterAll(async () => {
    await pool.end();
    await server.stop();
  });

  it("runs the same statements on several connections at once, also after a failed one closed its connection", async () => {
    const run = sqlRunner(pool);
    const SUM = { name: "test_pglite_sum", text: "select $1::int + 1 as n" };
    // Named, the second connection to prepare a statement is refused: 'prepared statement … already exists'.
    const first = await Promise.all(Array.from({ length: 8 }, (_, i) => run<{ n: number }>(SUM, [i])));
    expect(first.map((rows) => rows[0].n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    await expect(run(FAIL, [0])).rejects.toThrow(/division by zero/);
    const again = await Promise.all(Array.from({ length: 8 }, (_, i) => run<{ n: number }>(SUM, [i])));
    expect(again.map((rows) => rows[0].n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("leaves the shared session's plan mode alone (it would apply to Prisma's queries too)", async () => {
    const run = sqlRunner(pool);
    expect((await run<{ mode: string }>(PLAN_MODE, []))[0].mode).toBe("auto");
  });
});
