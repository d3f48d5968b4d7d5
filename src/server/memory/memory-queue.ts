/**
 * The memory queue: one job per assessed item, queued by the assessment when it is stored. Its own queue, so a
 * failing memory step never fails or repeats the assessment; retried twice, then dropped (the next assessment of
 * the person's next chat or entry learns again).
 */
import type { AssessedKind } from "@/lib/contracts/assessments/schemas";
import { bossWith } from "@/server/jobs/boss";
import type { QueueDefinition } from "@/server/jobs/queue";
import { jobExpireSeconds } from "@/server/jobs/settings";

export interface MemoryJobData {
  kind: AssessedKind;
  id: string;
}

export const MEMORY_QUEUE: QueueDefinition = {
  name: "memory",
  policy: "short",
  retryLimit: 2,
  retryDelay: 2,
  retryBackoff: true,
  expireInSeconds: jobExpireSeconds,
};

export async function enqueueMemory(data: MemoryJobData): Promise<string | null> {
  const boss = await bossWith(MEMORY_QUEUE);
  return boss.send(MEMORY_QUEUE.name, data, { singletonKey: `${data.kind}:${data.id}` });
}
