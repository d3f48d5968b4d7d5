/**
 * Every minute, one instance frees the chat reply leases whose holder died and closes the replies they left
 * (takeBackExpiredLeases). A worker's pg-boss schedule enqueues it; the cron route enqueues it too (serverless has
 * no worker). Both send the same throttled job, one per queue, key and minute, so it runs once a minute however
 * many instances or crons there are.
 */

import { periodicJob } from "@/server/jobs/periodic-job";
import type { JobHandler } from "@/server/jobs/queue";
import { takeBackExpiredLeases } from "./running-reply";

const { queue, periodic } = periodicJob("lease-sweep", {
  cron: "* * * * *",
  periodSeconds: 60,
  expireInSeconds: 60,
});
export const LEASE_SWEEP_QUEUE = queue;

export const leaseSweepHandler: JobHandler = {
  queue: LEASE_SWEEP_QUEUE,
  concurrency: 1,
  pollingIntervalSeconds: 10,
  async run() {
    return { freed: await takeBackExpiredLeases(null) };
  },
  periodic,
};
