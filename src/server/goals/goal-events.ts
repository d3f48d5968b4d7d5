/**
 * The goals channel `goals:user:<id>`: a goal of that user was created, updated, deleted or got a progress note.
 * GET /goals/stream-list subscribes to the caller's channel and re-reads the list on each event (events carry ids
 * only, as they cross instances over Postgres LISTEN/NOTIFY; see src/server/events/bus.ts).
 */
import type { EventBus } from "@/server/events/bus";
import { sharedBus } from "@/server/events/shared-bus";

export type GoalChange = "created" | "updated" | "deleted" | "progress";

export interface GoalEvent {
  type: GoalChange;
  goalId: string;
  userId: string;
}

export function goalEvents(): EventBus<GoalEvent> {
  return sharedBus<GoalEvent>("goals");
}

export const goalsChannel = (userId: string) => `goals:user:${userId}`;

/** Call after the change is committed: subscribers re-read the rows at once. */
export function publishGoalChange(event: GoalEvent): void {
  goalEvents().publish(goalsChannel(event.userId), event);
}
