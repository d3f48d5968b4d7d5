/**
 * The goals channel `goals:user:<id>`: a goal of that user was created, updated, deleted or got a progress note.
 * GET /goals/stream-list subscribes to the caller's channel and re-reads the list on each event (events carry ids
 * only, so the same shape works over Postgres LISTEN/NOTIFY later; see src/server/events/bus.ts).
 */
import { type EventBus, inProcessBus } from "@/server/events/bus";

export type GoalChange = "created" | "updated" | "deleted" | "progress";

export interface GoalEvent {
  type: GoalChange;
  goalId: string;
  userId: string;
}

// Kept on globalThis so a Next dev reload of this module keeps the subscribers of open streams.
const holder = globalThis as unknown as { __goalEventBus?: EventBus<GoalEvent> };

export function goalEvents(): EventBus<GoalEvent> {
  holder.__goalEventBus ??= inProcessBus<GoalEvent>();
  return holder.__goalEventBus;
}

export const goalsChannel = (userId: string) => `goals:user:${userId}`;

/** Call after the change is committed: subscribers re-read the rows at once. */
export function publishGoalChange(event: GoalEvent): void {
  goalEvents().publish(goalsChannel(event.userId), event);
}
