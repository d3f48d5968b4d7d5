/**
 * The demo athlete's journal entries, written as already assessed, for the demo progress seed
 * (src/server/seed/demo-progress.ts). Dates come from the seed's `at` (a day relative to the first seed).
 * Idempotent: an entry is found by its user and title before being created.
 */
import { db } from "@/server/db";

const JOURNALS = [
  { daysAgo: 41, title: "First week back on the track", text: "Legs heavy, but the intervals felt good." },
  {
    daysAgo: 20,
    title: "Sleep experiment",
    text: "Phone out of the bedroom for a week: fell asleep faster.",
  },
  {
    daysAgo: 9,
    title: "Race simulation",
    text: "Went out too fast in the 5K simulation, faded at 3K. I get nervous before races.",
  },
  {
    daysAgo: 2,
    title: "Feeling stronger",
    text: "Tempo run at goal pace, could have kept going. I love training with my teammates.",
  },
];

/** Returns the dates of the entries (of existing ones as stored), for the usage records of the seeded activity. */
export async function seedDemoJournals(
  person: { id: string; teamIds: string[] },
  organizationId: string,
  at: (daysAgo: number) => Date,
): Promise<Date[]> {
  const dates: Date[] = [];
  let number = 0;
  for (const j of JOURNALS) {
    number += 1;
    const date = at(j.daysAgo);
    const existing = await db.journalEntry.findFirst({ where: { userId: person.id, title: j.title } });
    if (existing) {
      dates.push(existing.date);
      continue;
    }
    await db.journalEntry.create({
      data: {
        title: j.title,
        text: j.text,
        date,
        createdAt: date,
        number,
        assessed: true,
        assessedAt: date,
        userId: person.id,
        organizationId,
        teams: { connect: person.teamIds.map((id) => ({ id })) },
      },
    });
    dates.push(date);
  }
  return dates;
}
