/**
 * Goal rows in the §3 document shape: `_id`, `__v`, `user`, `organization`, `createdBy`, `updatedBy`, the status in
 * the spec spelling (`in-progress`), and `notes[]` newest first with `fromChat` / `fromJournal`.
 */

import type { GoalStatus as DbGoalStatus, Prisma } from "@/generated/prisma/client";
import type { GoalStatus } from "@/lib/contracts/goals";
import { RELATION_KEYS, toDocument } from "@/server/http/document";

export const goalInclude = {
  notes: { orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }] },
} satisfies Prisma.GoalInclude;

const NOTE_RENAMES = { ...RELATION_KEYS, fromChatId: "fromChat", fromJournalId: "fromJournal" } as const;

/** API spelling → Prisma identifier. */
export function toDbStatus(status: GoalStatus): DbGoalStatus {
  return (status === "in-progress" ? "in_progress" : status) as DbGoalStatus;
}

/** Prisma identifier → API spelling. */
export function fromDbStatus(status: string): GoalStatus {
  return (status === "in_progress" ? "in-progress" : status) as GoalStatus;
}

/** `row` is a goal read with `goalInclude` (the pager cannot carry that type). */
export function goalDocument(row: Record<string, unknown>) {
  const { notes, ...goal } = row;
  const doc = toDocument(goal);
  doc.status = fromDbStatus(String(row.status));
  doc.notes = ((notes ?? []) as Record<string, unknown>[]).map((note) =>
    toDocument(note, { renames: NOTE_RENAMES }),
  );
  return doc;
}
