/**
 * Runs a list of due items (a few at a time) and reports progress after each one: {done, total, current}.
 * Each item is claimed atomically before its model call (assess-item.ts), so concurrent runs never assess one
 * item twice: the run that loses the claim counts the item as skipped.
 */
import type { ProcessProgress, ProcessResult } from "@/lib/contracts/assessments";
import { assessItem, type ItemStatus } from "./assess-item";
import type { DueItem } from "./due-items";

/** Items assessed at the same time by one run. */
export const RUN_CONCURRENCY = 3;

export interface AssessmentPlan {
  items: DueItem[];
  remaining: number;
}

export type ProgressListener = (progress: ProcessProgress) => void;

export async function runAssessments(
  plan: AssessmentPlan,
  onProgress?: ProgressListener,
): Promise<ProcessResult> {
  const total = plan.items.length;
  const statuses: ItemStatus[] = new Array(total);
  let done = 0;
  let next = 0;
  onProgress?.({ done: 0, total, current: null });

  async function worker() {
    while (next < total) {
      const index = next++;
      const item = plan.items[index];
      const status = await assessItem(item);
      statuses[index] = status;
      done += 1;
      onProgress?.({ done, total, current: { kind: item.kind, id: item.id, title: item.title, status } });
    }
  }
  await Promise.all(Array.from({ length: Math.min(RUN_CONCURRENCY, total) }, worker));

  const idsOf = (kind: DueItem["kind"], status: ItemStatus) =>
    plan.items.filter((item, i) => item.kind === kind && statuses[i] === status).map((item) => item.id);
  const count = (status: ItemStatus) => statuses.filter((s) => s === status).length;
  return {
    total,
    processed: count("assessed"),
    failed: count("failed"),
    skipped: count("skipped"),
    remaining: plan.remaining,
    assessed: { journals: idsOf("journal", "assessed"), chats: idsOf("chat", "assessed") },
    failedIds: plan.items.filter((_, i) => statuses[i] === "failed").map((item) => item.id),
  };
}
