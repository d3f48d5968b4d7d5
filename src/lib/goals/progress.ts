/** §3 / §9 goal progress arithmetic: progress 0…100, a note moves it by −100…100. Pure, shared by client and server. */
import { GOAL_PROGRESS, GOAL_PROGRESS_CHANGE } from "../constants";

/** A change of −100…100 points moves progress, which stays within 0…100 (whole points). */
export function nextGoalProgress(previous: number, progressedValue: number): number {
  return Math.min(GOAL_PROGRESS.max, Math.max(GOAL_PROGRESS.min, Math.round(previous + progressedValue)));
}

/** The note a direct progress change stands for: the difference between the new and the stored progress. */
export function progressChange(previous: number, next: number): number {
  const target = Math.min(GOAL_PROGRESS.max, Math.max(GOAL_PROGRESS.min, Math.round(next)));
  return Math.min(GOAL_PROGRESS_CHANGE.max, Math.max(GOAL_PROGRESS_CHANGE.min, target - previous));
}
