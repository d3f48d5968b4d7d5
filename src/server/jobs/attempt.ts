/** One attempt of a job, the same whether a worker (pg-boss's work) or a drain runs it. */
import type PgBoss from "pg-boss";
import { describeError, log } from "@/server/log";
import type { JobHandler } from "./queue";

/** Runs the handler; a failure is logged (the job's output keeps it too) and thrown for pg-boss to retry. */
export async function attempt(handler: JobHandler, job: PgBoss.JobWithMetadata<object>) {
  try {
    return await handler.run(job);
  } catch (error) {
    log.warn("job attempt failed", {
      queue: handler.queue.name,
      jobId: job.id,
      attempt: job.retryCount + 1,
      of: job.retryLimit + 1,
      ...describeError(error),
    });
    throw error;
  }
}
