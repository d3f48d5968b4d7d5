/**
 * Goal rows in the §3 document shape: `_id`, `__v`, `user`, `organization`, `createdBy`, `updatedBy`, the status in
 * the spec spelling (`in-progress`), and `notes[]` newest first with `fromChat` / `fromJournal`.
 */

import { pick } from "es-toolkit";
import type { GoalStatus as DbGoalStatus, Prisma } from "@/generated/prisma/client";
import type { Sendable } from "@/lib/api/define";
import type { GoalDoc, GoalKeyword, GoalNoteDoc, GoalStatus } from "@/lib/contracts/goals/schemas";

export const goalInclude = {
  notes: { orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }] },
} satisfies Prisma.GoalInclude;

/** API spelling → Prisma identifier. */
export function toDbStatus(status: GoalStatus): DbGoalStatus {
  return (status === "in-progress" ? "in_progress" : status) as DbGoalStatus;
}

/** Prisma identifier → API spelling. */
export function fromDbStatus(status: string): GoalStatus {
  return (status === "in_progress" ? "in-progress" : status) as GoalStatus;
}

/** A goal as read with `goalInclude`. */
export type GoalRow = Prisma.GoalGetPayload<{ include: typeof goalInclude }>;
type GoalNoteRow = GoalRow["notes"][number];

function goalNoteDocument(note: GoalNoteRow): Sendable<GoalNoteDoc> {
  return {
    _id: note.id,
    __v: note.version,
    goalId: note.goalId,
    title: note.title,
    justification: note.justification,
    previousProgress: note.previousProgress,
    progress: note.progress,
    progressedValue: note.progressedValue,
    fromChat: note.fromChatId,
    fromJournal: note.fromJournalId,
    createdAt: note.createdAt,
    updatedAt: note.updatedAt,
  };
}

export function goalDocument(row: GoalRow): Sendable<GoalDoc> {
  return {
    _id: row.id,
    __v: row.version,
    user: row.userId,
    organization: row.organizationId,
    ...pick(row, ["title", "target", "motivation"]),
    keywords: row.keywords as GoalKeyword[],
    ...pick(row, ["deadline", "priority", "startDate", "deadlineDate", "completedDate", "progress"]),
    status: fromDbStatus(row.status),
    createdBy: row.createdById,
    updatedBy: row.updatedById,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    notes: row.notes.map(goalNoteDocument),
  };
}
