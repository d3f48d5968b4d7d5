/**
 * Every minute, one instance frees the chat reply leases whose holder died and closes the replies they left
 * (takeBackExpiredLeases). A worker's pg-boss schedule enqueues it; the cron route enqueues it too (serverless has
 * no worker). Both send the same throttled job, one per queue, key and minute, so it runs once a minute however
 * many instances or crons there are.
 */
import { bossWith } from "@/server/jobs/boss";
import type { JobHandler, QueueDefinition } from "@/server/jobs/queue";
import { takeBackExpiredLeases } from "./running-reply";

const SWEEP_KEY = "lease-sweep";
const EVERY_MINUTE = "* * * * *";

export const LEASE_SWEEP_QUEUE: QueueDefinition = {
  name: "lease-sweep",
  policy: "standard",
  // The next minute's sweep is the retry.
  retryLimit: 0,
  retryDelay: 0,
  retryBackoff: false,
  expireInSeconds: () => 60,
};

/** Options of the sweep's job: throttled to one per minute by singleton key and slot. */
const THROTTLE = { singletonKey: SWEEP_KEY, singletonSeconds: 60 };

export const leaseSweepHandler: JobHandler = {
  queue: LEASE_SWEEP_QUEUE,
  concurrency: 1,
  pollingIntervalSeconds: 10,
  async run() {
    return { freed: await takeBackExpiredLeases(null) };
  },
  periodic: { schedule: scheduleLeaseSweep, send: sendLeaseSweep },
};

/** A worker's schedule: pg-boss's timekeeper sends the job each minute, from one instance at a time. */
export async function scheduleLeaseSweep(): Promise<void> {
  const boss = await bossWith(LEASE_SWEEP_QUEUE);
  await boss.schedule(LEASE_SWEEP_QUEUE.name, EVERY_MINUTE, {}, THROTTLE);
}

/** This minute's sweep, unless someone already sent it: answers the job id or null. */
export async function sendLeaseSweep(): Promise<string | null> {
  const boss = await bossWith(LEASE_SWEEP_QUEUE);
  return boss.send(LEASE_SWEEP_QUEUE.name, {}, THROTTLE);
}
