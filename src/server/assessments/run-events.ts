/**
 * The progress of an assessment run, across instances: whoever runs one of the run's jobs (the request itself, a
 * worker or another instance's request) publishes the item's final status on the run's channel. Ids only, as every
 * bus payload. A listener may also get a resync (events from other instances may have been missed): it then
 * re-reads the run's job states (run-states.ts).
 */
import type { AssessedKind } from "@/lib/contracts/assessments/schemas";
import type { Listener } from "@/server/events/bus";
import { sharedBus } from "@/server/events/shared-bus";
import type { ItemStatus } from "./assess-item";

export interface RunItemEvent {
  type: "item";
  kind: AssessedKind;
  id: string;
  status: ItemStatus;
}

const runEvents = () => sharedBus<RunItemEvent>("assessment-run");
const runChannel = (runId: string) => `run:${runId}`;

export function publishRunItem(runId: string, item: Omit<RunItemEvent, "type">): void {
  runEvents().publish(runChannel(runId), { type: "item", ...item });
}

/** Answers the unsubscribe function. */
export function subscribeRun(runId: string, listener: Listener<RunItemEvent>): () => void {
  return runEvents().subscribe(runChannel(runId), listener);
}
