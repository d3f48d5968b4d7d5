/**
 * Runs queued jobs inline, in this process, up to each queue's concurrency: what a request does while it waits for
 * its own jobs (so its latency does not hang on a worker's polling) and what the serverless cron does. pg-boss
 * fetches with FOR UPDATE SKIP LOCKED, so a drain, a worker and other instances never get the same job; a job whose
 * runner died is expired (and so retried) by whichever drain or worker maintains the queue next.
 */
import type PgBoss from "pg-boss";
import { describeError, log } from "@/server/log";
import { attempt } from "./attempt";
import { bossWith } from "./boss";
import type { JobHandler } from "./queue";
import { expireCheckSeconds } from "./settings";

/** How often an idle drain that waits for something (`until`) looks for ready jobs (retries become due). */
const POLL_MS = 500;

/** Ends a drain's current wait early: an event its `until` is waiting for arrived. */
export class Waker {
  #resolve: (() => void) | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #pending = false;

  wake(): void {
    if (this.#resolve) this.#settle();
    else this.#pending = true;
  }

  wait(ms: number): Promise<void> {
    this.#settle();
    if (this.#pending) {
      this.#pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.#resolve = resolve;
      this.#timer = setTimeout(() => this.#settle(), ms);
    });
  }

  #settle(): void {
    clearTimeout(this.#timer);
    const resolve = this.#resolve;
    this.#resolve = null;
    resolve?.();
  }
}

export interface DrainOptions {
  /** Stop once this holds (checked after each job and each wait). Without it: stop when no job is ready. */
  until?: () => boolean;
  /** No job is started after this many ms; the ones running are finished. */
  deadlineMs: number;
  /** The queues to drain (every one of the app: JOB_HANDLERS of src/server/job-handlers.ts). */
  handlers: JobHandler[];
  /** Lets the caller end a wait when what `until` waits for may have happened. */
  waker?: Waker;
  /** Called about every `checkEveryMs` while the drain waits (a run re-reads its jobs, in case it missed events). */
  onWait?: () => Promise<void>;
  checkEveryMs?: number;
}

export interface DrainCounts {
  /** Attempts that succeeded / failed (a failed attempt may be retried later). */
  completed: number;
  failed: number;
}

const expiry = globalThis as typeof globalThis & { __coachJobsExpiredAt?: number };

/** Abandoned active jobs go back to the queue (retry) or fail: at most every expireCheckSeconds per process. */
async function expireAbandoned(boss: PgBoss): Promise<void> {
  const now = Date.now();
  if (now - (expiry.__coachJobsExpiredAt ?? 0) < expireCheckSeconds() * 1000) return;
  expiry.__coachJobsExpiredAt = now;
  await boss.expire().catch((error: unknown) => log.error("job expiry failed", describeError(error)));
}

async function runOne(
  boss: PgBoss,
  handler: JobHandler,
  job: PgBoss.JobWithMetadata<object>,
  counts: DrainCounts,
): Promise<void> {
  const queue = handler.queue.name;
  let output: object | undefined;
  try {
    output = await attempt(handler, job);
  } catch (error) {
    counts.failed += 1;
    await boss
      .fail(queue, job.id, error as object)
      .catch((e: unknown) => log.error("job failure not recorded", { queue, ...describeError(e) }));
    return;
  }
  counts.completed += 1;
  // Not recorded: the job stays active until it expires, and its retry finds the work done (assessments skip).
  await (output ? boss.complete(queue, job.id, output) : boss.complete(queue, job.id)).catch((e: unknown) =>
    log.error("job completion not recorded", { queue, ...describeError(e) }),
  );
}

export async function drainJobs(options: DrainOptions): Promise<DrainCounts> {
  const { handlers } = options;
  let boss: PgBoss | undefined;
  for (const handler of handlers) boss = await bossWith(handler.queue);
  const counts: DrainCounts = { completed: 0, failed: 0 };
  if (!boss) return counts;
  const stopAt = Date.now() + options.deadlineMs;
  const over = () => options.until?.() === true || Date.now() >= stopAt;
  const waker = options.waker ?? new Waker();
  const running = new Set<Promise<void>>();
  const busy = new Map<JobHandler, number>();
  const checkEveryMs = options.checkEveryMs ?? 5_000;
  let checkedAt = Date.now();

  await expireAbandoned(boss);
  while (!over()) {
    let started = 0;
    for (const handler of handlers) {
      const free = handler.concurrency - (busy.get(handler) ?? 0);
      if (free <= 0) continue;
      const jobs = await boss.fetch<object>(handler.queue.name, { batchSize: free, includeMetadata: true });
      for (const job of jobs) {
        busy.set(handler, (busy.get(handler) ?? 0) + 1);
        const run: Promise<void> = runOne(boss, handler, job, counts).finally(() => {
          running.delete(run);
          busy.set(handler, (busy.get(handler) ?? 1) - 1);
        });
        running.add(run);
      }
      started += jobs.length;
    }
    if (started > 0) continue;
    if (!options.until && running.size === 0) break;
    await Promise.race([waker.wait(POLL_MS), ...running]);
    await expireAbandoned(boss);
    if (options.onWait && Date.now() - checkedAt >= checkEveryMs) {
      checkedAt = Date.now();
      await options.onWait();
    }
  }
  waker.wake(); // clears a wait's timer, if one is left
  await Promise.all(running);
  return counts;
}
