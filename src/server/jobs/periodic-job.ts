/**
 * A job sent on a clock (the lease sweep, the check-ins, the audit purge). A worker's pg-boss schedule sends it, and
 * the cron route sends it too where no worker runs (serverless); both send the same throttled job, one per queue
 * and period, so it runs once a period however many instances or crons there are. It is never retried: the next
 * period's run is the retry.
 */
import { bossWith } from "./boss";
import type { JobHandler, QueueDefinition } from "./queue";

export interface PeriodicOptions {
  /** pg-boss's cron expression: when the worker's schedule sends it. */
  cron: string;
  /** The throttle: at most one job of the queue per this many seconds. */
  periodSeconds: number;
  expireInSeconds: number;
  /** When false, the job is neither scheduled nor sent here (jobs already sent still run). */
  enabled?: () => boolean;
}

/** The queue of a periodic job and how it is scheduled and sent. */
export function periodicJob(name: string, options: PeriodicOptions) {
  const queue: QueueDefinition = {
    name,
    policy: "standard",
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: () => options.expireInSeconds,
  };
  const throttle = { singletonKey: name, singletonSeconds: options.periodSeconds };
  const enabled = options.enabled ?? (() => true);
  const periodic: NonNullable<JobHandler["periodic"]> = {
    async schedule() {
      if (!enabled()) return;
      const boss = await bossWith(queue);
      await boss.schedule(name, options.cron, {}, throttle);
    },
    async send() {
      if (!enabled()) return null;
      const boss = await bossWith(queue);
      return boss.send(name, {}, throttle);
    },
  };
  return { queue, periodic };
}
