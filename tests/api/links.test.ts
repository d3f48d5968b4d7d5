/**
 * src/server/links.ts names Prisma's implicit link tables and their "A"/"B" columns for the hand-written SQL. A
 * wrong name or a swapped pair would make a statement read the wrong ids, so each entry is checked against the
 * migrated database: the table exists, and each named column's foreign key points at the model it is named for.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { LINK_TARGETS, LINKS } from "@/server/links";

const unquote = (identifier: string) => identifier.replace(/^"|"$/g, "");

async function foreignKeys(table: string): Promise<Record<string, string>> {
  const rows = await db.$queryRaw<{ column: string; target: string }[]>`
    select a.attname as column, t.relname as target
      from pg_constraint c
      join pg_class s on s.oid = c.conrelid
      join pg_class t on t.oid = c.confrelid
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
     where c.contype = 'f' and s.relname = ${table}`;
  return Object.fromEntries(rows.map((r) => [r.column, r.target]));
}

describe("the link tables the SQL names (src/server/links.ts)", () => {
  it("no other source file names a link table: the SQL goes through LINKS", async () => {
    const tables = await db.$queryRaw<{ name: string }[]>`
      select tablename as name from pg_tables
       where schemaname = current_schema() and tablename like '\\_%' and tablename not like '\\_prisma%'`;
    expect(tables.length).toBeGreaterThan(Object.keys(LINKS).length);
    const files = readdirSync("src/server", { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts") && file !== "links.ts")
      .map((file) => path.join("src/server", file));
    const naming = files.filter((file) => {
      const text = readFileSync(file, "utf8");
      return tables.some((t) => text.includes(`"${t.name}"`));
    });
    expect(naming).toEqual([]);
  });

  for (const [name, link] of Object.entries(LINKS)) {
    it(`${name}: each column points at the model it is named for`, async () => {
      const { table, ...columns } = link as Record<string, string>;
      const keys = await foreignKeys(unquote(table));
      const expected = Object.fromEntries(
        Object.entries(columns).map(([model, column]) => [unquote(column), LINK_TARGETS[model]]),
      );
      expect(keys).toEqual(expected);
    });
  }
});
