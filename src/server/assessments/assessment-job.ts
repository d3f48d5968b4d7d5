/**
 * One attempt of an assessment job: assess the item (claimed, so never twice at once, whatever runs the job) and
 * tell the run how it ended. A failure is thrown, so pg-boss retries it; the run hears "failed" only from the last
 * attempt. The job's output ({status}) is what a run reads back when it missed the event.
 */
import type { JobHandler } from "@/server/jobs/queue";
import { assessOnce } from "./assess-item";
import { ASSESSMENT_QUEUE, type AssessmentJobData, RUN_CONCURRENCY } from "./assessment-queue";
import { publishRunItem } from "./run-events";

export const assessmentHandler: JobHandler<AssessmentJobData> = {
  queue: ASSESSMENT_QUEUE,
  concurrency: RUN_CONCURRENCY,
  pollingIntervalSeconds: 2,
  async run(job) {
    const { kind, id, runId } = job.data;
    try {
      // pg-boss answers the expiry as a numeric, which pg hands over as text.
      const status = await assessOnce({ kind, id }, Number(job.expireInSeconds));
      publishRunItem(runId, { kind, id, status });
      return { status };
    } catch (error) {
      if (job.retryCount >= job.retryLimit) publishRunItem(runId, { kind, id, status: "failed" });
      throw error;
    }
  },
};
