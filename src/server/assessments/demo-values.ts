/**
 * Demo assessment values for the demo progress seed (src/server/seed/demo-progress.ts): all 12 keys every
 * `every` days over the last 90, on a deterministic curve around `base`, linked to the person's teams. Dates
 * come from the seed's `at` (a day relative to the first seed). Idempotent: values are only created when the
 * user has none.
 */
import { ASSESSMENT_SECTIONS } from "@/lib/constants";
import { db } from "@/server/db";
import { RAW_LINKS } from "@/server/links";

const VT = RAW_LINKS.assessmentValueToTeam;

const DAY_MS = 24 * 60 * 60 * 1000;
const SECTIONS = Object.entries(ASSESSMENT_SECTIONS) as [
  keyof typeof ASSESSMENT_SECTIONS,
  readonly string[],
][];

/** A gentle upward trend with a wave per key, kept within 1..10, one decimal: deterministic, not random. */
function demoValue(daysAgo: number, keyIndex: number, base: number): number {
  const wave = 1.5 * Math.sin(daysAgo / 7 + keyIndex * 1.3);
  const trend = (90 - daysAgo) / 30;
  return Math.round(Math.min(10, Math.max(1, base + wave + trend)) * 10) / 10;
}

/** All 12 keys every `every` days over the last 90; returns the days (as dates) that got values. */
export async function seedDemoValues(
  person: { id: string; teamIds: string[] },
  organizationId: string,
  at: (daysAgo: number) => Date,
  every: number,
  base: number,
) {
  const days: Date[] = [];
  for (let daysAgo = 90; daysAgo >= 1; daysAgo--) if (daysAgo % every === 0) days.push(at(daysAgo));
  if ((await db.assessmentValue.count({ where: { userId: person.id } })) > 0) return days;
  const rows = days.flatMap((date) => {
    const daysAgo = Math.round((at(0).getTime() - date.getTime()) / DAY_MS);
    let keyIndex = 0;
    return SECTIONS.flatMap(([section, keys]) =>
      keys.map((key) => ({
        userId: person.id,
        organizationId,
        section,
        key: key as "mood",
        value: demoValue(daysAgo, keyIndex++, base),
        justification: "Demo assessment",
        date,
      })),
    );
  });
  // One insert for the values and one for their team links (implicit links cannot go through createMany).
  await db.$transaction(async (tx) => {
    const created = await tx.assessmentValue.createManyAndReturn({ data: rows, select: { id: true } });
    const ids = created.map((c) => c.id);
    for (const teamId of person.teamIds) {
      await tx.$executeRaw`INSERT INTO ${VT.table} (${VT.value}, ${VT.team})
        SELECT unnest(${ids}::varchar[]), ${teamId}`;
    }
  });
  return days;
}
