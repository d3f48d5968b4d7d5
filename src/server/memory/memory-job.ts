/** One attempt of a memory job (memory-queue.ts): learn from one assessed item. A failure is thrown to be retried. */
import type { JobHandler } from "@/server/jobs/queue";
import { learnFromItem } from "./learn-from-item";
import { MEMORY_QUEUE, type MemoryJobData } from "./memory-queue";

export const memoryHandler: JobHandler<MemoryJobData> = {
  queue: MEMORY_QUEUE,
  concurrency: 2,
  pollingIntervalSeconds: 5,
  async run(job) {
    const result = await learnFromItem(job.data.kind, job.data.id);
    return { result };
  },
};
