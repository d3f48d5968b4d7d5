/**
 * The assessment queue: one job per item (journal entry or chat) of a run. What the settings are for:
 * - policy "short" with the item as singletonKey: an item queued twice before it starts is one job (the second
 *   send answers null, and its run counts the item as skipped, as a run that lost the claim always did);
 * - 3 attempts, 1–2 s then 2–4 s apart (pg-boss's backoff with jitter): room for a busy model, while the request
 *   that waits for its run still answers within seconds;
 * - the expiry (JOB_EXPIRE_SECONDS): an attempt whose process died is retried after it;
 * - a job that failed its last attempt, by an error or by expiry, goes to the dead-letter queue, whose handler
 *   tells the organisation's admins (assessment-failures.ts).
 */
import type { AssessedKind } from "@/lib/contracts/assessments/schemas";
import { bossWith } from "@/server/jobs/boss";
import type { QueueDefinition } from "@/server/jobs/queue";
import { jobExpireSeconds } from "@/server/jobs/settings";

export interface AssessmentJobData {
  kind: AssessedKind;
  id: string;
  /** The run (request) that queued it: its progress channel. */
  runId: string;
}

/** Items of the queue one process assesses at the same time. */
export const RUN_CONCURRENCY = 3;

export const ASSESSMENT_FAILED_QUEUE: QueueDefinition = {
  name: "assessment-failed",
  policy: "standard",
  retryLimit: 2,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: () => 60,
};

export const ASSESSMENT_QUEUE: QueueDefinition = {
  name: "assessment",
  policy: "short",
  retryLimit: 2,
  retryDelay: 1,
  retryBackoff: true,
  expireInSeconds: jobExpireSeconds,
  deadLetter: ASSESSMENT_FAILED_QUEUE,
};

export const ASSESSMENT_ATTEMPTS = ASSESSMENT_QUEUE.retryLimit + 1;

export const itemKey = (item: { kind: AssessedKind; id: string }) => `${item.kind}:${item.id}`;

/** Queues one item; answers the job's id, or null when the item is already queued (by this run or another). */
export async function enqueueAssessment(
  data: AssessmentJobData,
  options: { expireInSeconds?: number } = {},
): Promise<string | null> {
  const boss = await bossWith(ASSESSMENT_QUEUE);
  return boss.send(ASSESSMENT_QUEUE.name, data, { singletonKey: itemKey(data), ...options });
}
