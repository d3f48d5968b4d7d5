/**
 * The coach-drafts queue: one job per assessed chat or journal entry, queued by the assessment with the areas of
 * the person that fell. Its own queue, so a failing draft never fails or repeats the assessment; retried twice.
 */
import type { AssessedKind } from "@/lib/contracts/assessments/schemas";
import { bossWith } from "@/server/jobs/boss";
import type { QueueDefinition } from "@/server/jobs/queue";
import { jobExpireSeconds } from "@/server/jobs/settings";

/** An area whose newest assessed value is below the one before. */
export interface FallenArea {
  key: string;
  label: string;
  from: number;
  to: number;
}

export interface DraftJobData {
  kind: AssessedKind;
  id: string;
  falls: FallenArea[];
}

export const DRAFT_QUEUE: QueueDefinition = {
  name: "coach-drafts",
  policy: "short",
  retryLimit: 2,
  retryDelay: 2,
  retryBackoff: true,
  expireInSeconds: jobExpireSeconds,
};

export async function enqueueCoachDrafts(data: DraftJobData): Promise<string | null> {
  const boss = await bossWith(DRAFT_QUEUE);
  return boss.send(DRAFT_QUEUE.name, data, { singletonKey: `${data.kind}:${data.id}` });
}
