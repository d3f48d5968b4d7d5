/**
 * A list's search (ILIKE '%text%' on its searchable columns: buildSearch in src/server/list/list-spec.ts) can be
 * answered from a trigram index on every table that grows with the people of an organisation, so a text that few
 * rows share is found without reading every row of a large organisation or of a person with a long history
 * (prisma/migrations/20261128140000_user_search_trigram and 20261129100000_record_search_trigram). The embedded
 * database (PGlite) runs the same migrations in the embedded project's set-up, which fails there if the extension
 * is not loaded.
 */
import { describe, expect, it } from "vitest";
import { coachingNotesListSpec } from "@/server/coaching-notes/list-spec";
import { db } from "@/server/db";
import { goalsListSpec } from "@/server/goals/list-spec";
import { journalsListSpec } from "@/server/journals/list-spec";
import type { ListSpec } from "@/server/list/list-spec";
import { notificationsListSpec } from "@/server/notifications/list-spec";
import { usersListSpec } from "@/server/users/list-spec";

/** The plan of a search of every searchable column of `table`, with reading the table or walking a B-tree barred. */
async function searchPlan(table: string, columns: string[]): Promise<string> {
  const where = columns.map((column) => `"${column}" ILIKE $1`).join(" OR ");
  const plan = await db.$transaction(async (tx) => {
    // The test database is small, so the planner would read the whole table anyway: forbid that (and walking a
    // B-tree index) to ask whether an index can answer the search at all.
    await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
    await tx.$executeRawUnsafe("SET LOCAL enable_indexscan = off");
    return tx.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(
      `EXPLAIN SELECT id FROM "${table}" WHERE ${where}`,
      "%lovelace%",
    );
  });
  return plan.map((row) => row["QUERY PLAN"]).join("\n");
}

const searchedColumns = (spec: ListSpec) =>
  Object.entries(spec.fields)
    .filter(([, field]) => field.searchable)
    .map(([name, field]) => field.column ?? name);

const LISTS: [table: string, spec: ListSpec][] = [
  ["User", usersListSpec],
  ["Goal", goalsListSpec],
  ["JournalEntry", journalsListSpec],
  ["CoachingNote", coachingNotesListSpec],
  ["Notification", notificationsListSpec],
];

describe("the list searches' indexes", () => {
  it.each(LISTS)(
    "%s: any part of a searchable column is found through its trigram index",
    async (table, spec) => {
      const columns = searchedColumns(spec);
      const plan = await searchPlan(table, columns);
      for (const column of columns) {
        expect(plan).toMatch(new RegExp(`Index Cond: \\(\\(?"?${column}"?\\)?(::text)? ~~\\* `));
      }
      expect(plan).toContain(`Bitmap Index Scan on "${table}_search_trgm_idx"`);
    },
  );
});
