/**
 * The people search (ILIKE '%text%' on name, e-mail and phone: buildSearch in src/server/list/list-spec.ts) can be
 * answered from the trigram index of prisma/migrations/20261128140000_user_search_trigram, so a name that few people
 * share is found without reading every person of a large organisation. The embedded database (PGlite) runs the same
 * migration in the embedded project's set-up, which fails there if the extension is not loaded.
 */
import { describe, expect, it } from "vitest";
import { db } from "@/server/db";

describe("the people search's index", () => {
  it("answers a substring of a name, an e-mail or a phone number", async () => {
    const plan = await db.$transaction(async (tx) => {
      // The test database is small, so the planner would read the whole table anyway: forbid that (and walking a
      // B-tree index) to ask whether an index can answer the search at all.
      await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
      await tx.$executeRawUnsafe("SET LOCAL enable_indexscan = off");
      return tx.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(
        `EXPLAIN SELECT id FROM "User" WHERE "name" ILIKE $1 OR "email" ILIKE $1 OR "phone" ILIKE $1`,
        "%lovelace%",
      );
    });
    const text = plan.map((row) => row["QUERY PLAN"]).join("\n");
    for (const column of ["name", "email", "phone"]) {
      expect(text).toMatch(new RegExp(`Index Cond: \\(\\(?${column}\\)?(::text)? ~~\\* `));
    }
    expect(text).toContain('Bitmap Index Scan on "User_search_trgm_idx"');
  });
});
