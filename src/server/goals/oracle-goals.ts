import type { GoalDeadline, GoalPriority, GoalStatus } from "@/generated/prisma/enums";
import { db } from "@/server/db";

/** A goal as an oracle load shows it, with its notes in the range, oldest first. */
export interface OracleGoal {
  userId: string;
  title: string;
  target: string;
  status: GoalStatus;
  progress: number;
  priority: GoalPriority | null;
  deadline: GoalDeadline | null;
  deadlineDate: Date | null;
  completedDate: Date | null;
  notes: { createdAt: Date; title: string | null; justification: string | null; progress: number | null }[];
}

/**
 * The goals of users `userIds` for an oracle load (oracle mode, src/server/chats/oracle), oldest first: those that
 * exist by the end of `range` and were open (in progress or paused) or touched in it.
 */
export function oracleGoalRecords(
  userIds: string[],
  range: { start: Date; end: Date },
): Promise<OracleGoal[]> {
  const inRange = { gte: range.start, lte: range.end };
  return db.goal.findMany({
    where: {
      userId: { in: userIds },
      createdAt: { lte: range.end },
      OR: [{ status: { in: ["in_progress", "paused"] } }, { updatedAt: { gte: range.start } }],
    },
    select: {
      userId: true,
      title: true,
      target: true,
      status: true,
      progress: true,
      priority: true,
      deadline: true,
      deadlineDate: true,
      completedDate: true,
      notes: {
        where: { createdAt: inRange },
        select: { createdAt: true, title: true, justification: true, progress: true },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      },
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
}
