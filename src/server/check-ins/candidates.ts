/**
 * Who in one organisation is due a check-in at `now`, by the organisation's rules, each with its period (the key
 * that makes it once): an idle stretch (by the day it began), a goal and its deadline, a fall (by its newest value).
 * Set-based: one read per rule for all the organisation's athletes, whatever its size.
 */

import type { CheckInDetail } from "@/lib/check-in-detail";
import type { CheckInRules } from "@/lib/contracts/check-ins/values";
import { areasFallingTwice } from "@/server/assessments/area-falls";
import { lastUserMessages } from "@/server/chats/reading/last-user-messages";
import { goalsDueSoon } from "@/server/goals/goals-due-soon";
import { lastJournalEntries } from "@/server/journals/last-journal-entries";
import type { CheckInAthlete } from "@/server/users/check-in-athletes";

const DAY_MS = 86_400_000;
const day = (d: Date) => d.toISOString().slice(0, 10);

export interface Candidate {
  userId: string;
  detail: CheckInDetail;
  period: string;
}

export async function candidatesOf(
  organizationId: string,
  rules: CheckInRules,
  athletes: CheckInAthlete[],
  now: Date,
): Promise<Candidate[]> {
  const ids = athletes.map((a) => a.id);
  const [messages, journals, goals, falls] = await Promise.all([
    lastUserMessages(ids, organizationId),
    lastJournalEntries(ids, organizationId),
    goalsDueSoon(ids, organizationId, {
      now,
      until: new Date(now.getTime() + rules.goalDueDays * DAY_MS),
      below: rules.goalProgressBelow,
    }),
    rules.areaFallingTwice ? areasFallingTwice(ids, organizationId) : Promise.resolve([]),
  ]);
  const lastOf = new Map<string, Date>();
  for (const row of [...messages, ...journals]) {
    if (!row.userId || !row.at) continue;
    const known = lastOf.get(row.userId);
    if (!known || row.at > known) lastOf.set(row.userId, row.at);
  }
  const found: Candidate[] = [];
  for (const athlete of athletes) {
    const since = lastOf.get(athlete.id) ?? athlete.createdAt;
    const days = Math.floor((now.getTime() - since.getTime()) / DAY_MS);
    if (days >= rules.idleDays)
      found.push({ userId: athlete.id, detail: { reason: "idle", days }, period: `idle:${day(since)}` });
  }
  for (const g of goals) {
    const due = day(g.deadlineDate);
    const detail = {
      reason: "goal-due" as const,
      goalId: g.goalId,
      title: g.title,
      progress: g.progress,
      due,
    };
    found.push({ userId: g.userId, detail, period: `goal:${g.goalId}:${due}` });
  }
  for (const f of falls) {
    const detail = { reason: "area-falling" as const, key: f.key, area: f.label, values: f.values };
    found.push({ userId: f.userId, detail, period: `area:${f.key}:${f.newestId}` });
  }
  return found;
}
