import { describe, expect, it } from "vitest";
import { db } from "@/server/db";

/** One table per entity of §3 (Address is a JSON sub-object of organisations and users). */
const ENTITY_TABLES = [
  "Organization",
  "Team",
  "User",
  "UserDetails",
  "File",
  "JournalEntry",
  "AssessmentValue",
  "Agent",
  "Goal",
  "GoalNote",
  "Chat",
  "ChatVoiceSettings",
  "Message",
  "InstructionSet",
  "Instruction",
  "CoachPromptTemplate",
  "InstructionKey",
  "ChatUsage",
  "CoachingNote",
  "Notification",
  "UsageStatistics",
  "UserAnnotation",
];

describe("the migrated schema", () => {
  it("has a table for every entity, each with the shared document fields", async () => {
    const rows = await db.$queryRaw<{ table_name: string; column_name: string }[]>`
      SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'`;
    const columns = new Map<string, Set<string>>();
    for (const r of rows)
      columns.set(r.table_name, (columns.get(r.table_name) ?? new Set()).add(r.column_name));
    for (const table of ENTITY_TABLES) {
      expect([
        table,
        [...(columns.get(table) ?? [])]
          .filter((c) => ["id", "__v", "createdAt", "updatedAt"].includes(c))
          .sort(),
      ]).toEqual([table, ["__v", "createdAt", "id", "updatedAt"]]);
    }
  });

  it("gives new records a 24-hex id, §3 defaults and a version that counts updates", async () => {
    const org = await db.organization.create({ data: { name: "Schema test", slug: `schema-${Date.now()}` } });
    expect(org.id).toMatch(/^[0-9a-f]{24}$/);
    expect([org.active, org.masterOrganization, org.version]).toEqual([true, false, 0]);
    const once = await db.organization.update({ where: { id: org.id }, data: { name: "Renamed" } });
    const twice = await db.organization.update({ where: { id: org.id }, data: { description: "x" } });
    expect([once.version, twice.version]).toEqual([1, 2]);
    const goalDefaults = await db.$queryRaw<{ column_name: string; column_default: string }[]>`
      SELECT column_name, column_default FROM information_schema.columns
      WHERE table_name = 'Goal' AND column_name IN ('progress', 'status')`;
    expect(Object.fromEntries(goalDefaults.map((c) => [c.column_name, c.column_default]))).toEqual({
      progress: "0",
      status: "'in-progress'::\"GoalStatus\"",
    });
  });

  it("enforces real foreign keys", async () => {
    await expect(
      db.team.create({ data: { name: "Orphan", slug: "orphan", organizationId: "f".repeat(24) } }),
    ).rejects.toThrow();
  });
});
