/**
 * The outcome of a run's jobs as pg-boss recorded them, for a run that may have missed their events (a resync
 * after the bus reconnected, or an attempt that expired on its last try and so published nothing). One statement
 * on pg-boss's job table (schema "pgboss"), where a finished job keeps its state and output until it is archived.
 */
import { bossWith } from "@/server/jobs/boss";
import type { ItemStatus } from "./assess-item";
import { ASSESSMENT_QUEUE } from "./assessment-queue";

const FINISHED = `
  select id::text as id, state::text as state, output
  from pgboss.job
  where name = $1 and id = any($2::uuid[]) and state >= 'completed'`;

/** Job id → the item's final status, for those of `jobIds` that finished. */
export async function finishedJobs(jobIds: string[]): Promise<Map<string, ItemStatus>> {
  const finished = new Map<string, ItemStatus>();
  if (jobIds.length === 0) return finished;
  const boss = await bossWith(ASSESSMENT_QUEUE);
  const { rows } = await boss.getDb().executeSql(FINISHED, [ASSESSMENT_QUEUE.name, jobIds]);
  for (const row of rows as { id: string; state: string; output: { status?: ItemStatus } | null }[]) {
    const status = row.state === "completed" ? row.output?.status : "failed";
    finished.set(row.id, status === "assessed" || status === "skipped" ? status : "failed");
  }
  return finished;
}
