/** One attempt of a coach-drafts job (draft-queue.ts): draft from one assessed item. A failure is thrown to be retried. */
import type { JobHandler } from "@/server/jobs/queue";
import { draftForItem } from "./draft-for-item";
import { DRAFT_QUEUE, type DraftJobData } from "./draft-queue";

export const draftHandler: JobHandler<DraftJobData> = {
  queue: DRAFT_QUEUE,
  concurrency: 2,
  pollingIntervalSeconds: 5,
  async run(job) {
    const result = await draftForItem(job.data.kind, job.data.id, job.data.falls ?? []);
    return { result };
  },
};
