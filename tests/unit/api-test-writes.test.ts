import { readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";

// API tests build their worlds one way: people and organisations with fixtures.ts (makeWorlds, makeOrganization,
// makePerson), records with the builders of records.ts, and state no endpoint sets with state.ts. The files that
// test the rows themselves (the schema, a chat's row and its participants) write to the database on purpose.
const dir = new URL("../api/", import.meta.url);
const ROW_TESTS = new Set(["schema.test.ts", "chats-chat-row.test.ts", "chat-participants.test.ts"]);
const WRITE = /\bdb\.(\w+)\.(create|createMany|update|updateMany|upsert)\(/g;

/** The direct writes of a test file, as "table.operation". */
function directWrites(source: string): string[] {
  return [...source.matchAll(WRITE)].map(([, table, operation]) => `${table}.${operation}`);
}

it("finds a direct write", () => {
  const source =
    "await db.user.update({ where: { id }, data: { active: false } });\nawait db.user.findMany();";
  expect(directWrites(source)).toEqual(["user.update"]);
});

it("API tests write to the database only through the support builders", () => {
  const offenders = readdirSync(dir)
    .filter((file) => file.endsWith(".test.ts") && !ROW_TESTS.has(file))
    .flatMap((file) => directWrites(readFileSync(new URL(file, dir), "utf8")).map((w) => `${file}: ${w}`));
  expect(offenders).toEqual([]);
});
