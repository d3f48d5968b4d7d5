import { db } from "@/server/db";

/** A goal as the assessment model is offered it, to note progress on. */
export interface GoalInProgress {
  id: string;
  title: string;
  target: string;
  progress: number;
}

/** The user's in-progress goals, oldest first, at most `take`: the goals an assessment may note progress on. */
export function goalsInProgress(userId: string, take: number): Promise<GoalInProgress[]> {
  return db.goal.findMany({
    where: { userId, status: "in_progress" },
    select: { id: true, title: true, target: true, progress: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take,
  });
}
