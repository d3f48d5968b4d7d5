/**
 * A turn's usage, recorded even when the database fails at that moment: the reply (which runs after its request's
 * answer has started) inserts the row at once, as it always did (one statement, nothing added to the turn), and
 * only if that fails is the record queued as a job, which retries with backoff on any instance. A record that
 * fails every attempt is logged as an error by the job's attempts. The row stays one per model call: the queued
 * job runs only because the insert did not happen.
 */
import { bossWith } from "@/server/jobs/boss";
import type { JobHandler, QueueDefinition } from "@/server/jobs/queue";
import { describeError, log } from "@/server/log";
import { recordUsage, type UsageRecord } from "./record-usage";

export const USAGE_QUEUE: QueueDefinition = {
  name: "usage-record",
  policy: "standard",
  // Waits of about 2, 4, 8, 16 and 32 s: a database that is back within a minute loses nothing.
  retryLimit: 5,
  retryDelay: 2,
  retryBackoff: true,
  expireInSeconds: () => 60,
};

export const usageHandler: JobHandler<UsageRecord> = {
  queue: USAGE_QUEUE,
  concurrency: 2,
  pollingIntervalSeconds: 5,
  async run(job) {
    const row = await recordUsage(job.data);
    return { id: row.id };
  },
};

export async function recordUsageDurably(usage: UsageRecord): Promise<void> {
  try {
    await recordUsage(usage);
  } catch (error) {
    log.warn("usage record failed; queued for retry", { chatId: usage.chatId, ...describeError(error) });
    const boss = await bossWith(USAGE_QUEUE);
    await boss.send(USAGE_QUEUE.name, usage);
  }
}
