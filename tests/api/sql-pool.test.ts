import { describe, expect, it } from "vitest";
import { sqlRows } from "@/server/sql";

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
