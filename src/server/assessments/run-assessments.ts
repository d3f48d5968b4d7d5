/**
 * Runs a list of due items through the job queue and reports progress after each one: {done, total, current}.
 * Each item becomes a job (assessment-queue.ts); the run listens on its channel first (run-events.ts), queues the
 * jobs, then drains the queue inline until each of its items has its final status. Its jobs may also be run by a
 * worker or another instance: their results arrive as events, or, if missed, from the jobs' recorded states. If
 * this process dies, the queued and active jobs are finished by whoever drains the queue after they expire.
 * An item already queued by another run is "skipped" here, as is one whose claim another attempt holds.
 */
import { randomUUID } from "node:crypto";
import type { ProcessProgress, ProcessResult } from "@/lib/contracts/assessments/schemas";
import { drainJobs, Waker } from "@/server/jobs/drain";
import type { JobHandler } from "@/server/jobs/queue";
import { describeError, log } from "@/server/log";
import type { ItemStatus } from "./assess-item";
import { assessmentHandler } from "./assessment-job";
import { enqueueAssessment, itemKey } from "./assessment-queue";
import type { DueItem } from "./due-items";
import { subscribeRun } from "./run-events";
import { finishedJobs } from "./run-states";

export interface AssessmentPlan {
  items: DueItem[];
  remaining: number;
}

export type ProgressListener = (progress: ProcessProgress) => void;

/** Each item's final status, first one wins (a late duplicate, e.g. an event and a re-read, changes nothing). */
class RunProgress {
  readonly #items = new Map<string, DueItem>();
  readonly #statuses = new Map<string, ItemStatus>();
  /** Item key → its job in this run. */
  readonly jobs = new Map<string, string>();

  constructor(
    readonly plan: AssessmentPlan,
    private readonly onProgress?: ProgressListener,
  ) {
    for (const item of plan.items) this.#items.set(itemKey(item), item);
  }

  get complete(): boolean {
    return this.#statuses.size === this.#items.size;
  }

  settle(key: string, status: ItemStatus): void {
    const item = this.#items.get(key);
    if (!item || this.#statuses.has(key)) return;
    this.#statuses.set(key, status);
    const { kind, id, title } = item;
    this.onProgress?.({
      done: this.#statuses.size,
      total: this.#items.size,
      current: { kind, id, title, status },
    });
  }

  /** Jobs whose item has no status yet. */
  pendingJobs(): string[] {
    return [...this.jobs].filter(([key]) => !this.#statuses.has(key)).map(([, jobId]) => jobId);
  }

  result(): ProcessResult {
    const { items, remaining } = this.plan;
    const statusOf = (item: DueItem) => this.#statuses.get(itemKey(item));
    const idsOf = (kind: DueItem["kind"], status: ItemStatus) =>
      items.filter((item) => item.kind === kind && statusOf(item) === status).map((item) => item.id);
    const count = (status: ItemStatus) => items.filter((item) => statusOf(item) === status).length;
    return {
      total: items.length,
      processed: count("assessed"),
      failed: count("failed"),
      skipped: count("skipped"),
      remaining,
      assessed: { journals: idsOf("journal", "assessed"), chats: idsOf("chat", "assessed") },
      failedIds: items.filter((item) => statusOf(item) === "failed").map((item) => item.id),
    };
  }
}

export async function runAssessments(
  plan: AssessmentPlan,
  onProgress?: ProgressListener,
): Promise<ProcessResult> {
  const run = new RunProgress(plan, onProgress);
  onProgress?.({ done: 0, total: plan.items.length, current: null });
  if (run.complete) return run.result();

  const runId = randomUUID();
  const waker = new Waker();
  // Never throws: a failed re-read is tried again at the next wait.
  const reread = async () => {
    try {
      const finished = await finishedJobs(run.pendingJobs());
      for (const [key, jobId] of run.jobs) {
        const status = finished.get(jobId);
        if (status) run.settle(key, status);
      }
    } catch (error) {
      log.warn("assessment run could not re-read its jobs", describeError(error));
    }
  };
  const unsubscribe = subscribeRun(runId, (event) => {
    if (event.type === "resync") {
      void reread().then(() => waker.wake());
      return;
    }
    run.settle(itemKey(event), event.status);
    waker.wake();
  });
  try {
    const jobIds = await Promise.all(
      plan.items.map(({ kind, id }) => enqueueAssessment({ kind, id, runId })),
    );
    plan.items.forEach((item, i) => {
      const jobId = jobIds[i];
      if (jobId) run.jobs.set(itemKey(item), jobId);
      else run.settle(itemKey(item), "skipped");
    });
    await drainJobs({
      until: () => run.complete,
      deadlineMs: Number.POSITIVE_INFINITY,
      handlers: [assessmentHandler as JobHandler],
      waker,
      onWait: reread,
    });
  } finally {
    unsubscribe();
  }
  return run.result();
}
