/**
 * What a queue is (name and pg-boss policy, retries, expiry) and what runs its jobs. Definitions are data, so that
 * code that only enqueues (a route) does not import the code that runs the jobs; src/server/job-handlers.ts pairs
 * them.
 */
import type PgBoss from "pg-boss";

export interface QueueDefinition {
  name: string;
  /** "short": at most one queued (not yet started) job per singletonKey; "standard": no such limit. */
  policy: "standard" | "short";
  /** Retries after the first attempt. */
  retryLimit: number;
  /** Seconds before a retry; with retryBackoff, pg-boss doubles it per retry and adds up to 100% jitter. */
  retryDelay: number;
  retryBackoff: boolean;
  /** Read when the queue is set up, so that JOB_EXPIRE_SECONDS applies. */
  expireInSeconds: () => number;
  /** Where pg-boss puts a job that failed its last attempt (failed by its handler or by expiry). */
  deadLetter?: QueueDefinition;
}

export interface JobHandler<T extends object = object> {
  queue: QueueDefinition;
  /** Jobs of this queue one process runs at the same time. */
  concurrency: number;
  /** A worker's fetch interval when the queue is empty. */
  pollingIntervalSeconds: number;
  /** Runs one attempt; what it answers is stored as the job's output. Throwing fails the attempt. */
  run(job: PgBoss.JobWithMetadata<T>): Promise<object | undefined>;
  /**
   * A job sent on a clock: a worker schedules it (pg-boss's timekeeper), and the cron route, where no worker runs,
   * sends the current one itself (null when this period's was already sent).
   */
  periodic?: { schedule(): Promise<void>; send(): Promise<string | null> };
}
