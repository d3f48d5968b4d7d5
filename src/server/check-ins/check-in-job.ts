/**
 * Every hour, one instance evaluates the check-in rules (evaluate-check-ins.ts). A worker's pg-boss schedule sends
 * the job; on serverless the cron route sends it too. Both send the same throttled job (one per key and hour), and
 * each check-in's unique key keeps it once per period even if two evaluations overlap. `at` in the job's data is
 * the clock a test controls; otherwise the job's own time.
 */

import { periodicJob } from "@/server/jobs/periodic-job";
import type { JobHandler } from "@/server/jobs/queue";
import { evaluateCheckIns } from "./evaluate-check-ins";

/** CHECK_INS_SCHEDULE=off: the hourly evaluation is neither scheduled nor sent here (jobs sent still run). */
const { queue, periodic } = periodicJob("check-ins", {
  cron: "0 * * * *",
  periodSeconds: 3600,
  expireInSeconds: 15 * 60,
  enabled: () => process.env.CHECK_INS_SCHEDULE?.trim() !== "off",
});
export const CHECK_IN_QUEUE = queue;

export interface CheckInJobData {
  at?: string;
  /** Only this organisation (a test's own, or a re-run for one organisation). */
  organizationId?: string;
}

export const checkInHandler: JobHandler<CheckInJobData> = {
  queue: CHECK_IN_QUEUE,
  concurrency: 1,
  pollingIntervalSeconds: 30,
  async run(job) {
    const at = job.data?.at ? new Date(job.data.at) : new Date();
    return evaluateCheckIns(at, job.data?.organizationId ?? null);
  },
  periodic,
};
