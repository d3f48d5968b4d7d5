/**
 * Every hour, one instance evaluates the check-in rules (evaluate-check-ins.ts). A worker's pg-boss schedule sends
 * the job; on serverless the cron route sends it too. Both send the same throttled job (one per key and hour), and
 * each check-in's unique key keeps it once per period even if two evaluations overlap. `at` in the job's data is
 * the clock a test controls; otherwise the job's own time.
 */
import { bossWith } from "@/server/jobs/boss";
import type { JobHandler, QueueDefinition } from "@/server/jobs/queue";
import { evaluateCheckIns } from "./evaluate-check-ins";

const KEY = "check-ins";
const HOURLY = "0 * * * *";

export const CHECK_IN_QUEUE: QueueDefinition = {
  name: "check-ins",
  policy: "standard",
  // The next hour's run is the retry.
  retryLimit: 0,
  retryDelay: 0,
  retryBackoff: false,
  expireInSeconds: () => 15 * 60,
};

const THROTTLE = { singletonKey: KEY, singletonSeconds: 3600 };

export interface CheckInJobData {
  at?: string;
  /** Only this organisation (a test's own, or a re-run for one organisation). */
  organizationId?: string;
}

/** CHECK_INS_SCHEDULE=off: the hourly evaluation is neither scheduled nor sent here (jobs sent still run). */
const scheduled = () => process.env.CHECK_INS_SCHEDULE?.trim() !== "off";

export const checkInHandler: JobHandler<CheckInJobData> = {
  queue: CHECK_IN_QUEUE,
  concurrency: 1,
  pollingIntervalSeconds: 30,
  async run(job) {
    const at = job.data?.at ? new Date(job.data.at) : new Date();
    return evaluateCheckIns(at, job.data?.organizationId ?? null);
  },
  periodic: {
    async schedule() {
      if (!scheduled()) return;
      const boss = await bossWith(CHECK_IN_QUEUE);
      await boss.schedule(CHECK_IN_QUEUE.name, HOURLY, {}, THROTTLE);
    },
    async send() {
      if (!scheduled()) return null;
      const boss = await bossWith(CHECK_IN_QUEUE);
      return boss.send(CHECK_IN_QUEUE.name, {}, THROTTLE);
    },
  },
};
