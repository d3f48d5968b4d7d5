/**
 * The process's pg-boss instance (docs/architecture.md, "Many instances": work that outlives a request is
 * a job in PostgreSQL). Kept on globalThis like sql.ts's pool, since Next bundles instrumentation and routes
 * separately and dev reloads re-evaluate modules. Started on first use; pg-boss creates or migrates its own schema
 * (`pgboss`) then, under an advisory lock, so instances starting together are fine.
 */
import PgBoss from "pg-boss";
import { databaseUrl } from "@/server/db";
import { describeError, log } from "@/server/log";
import type { QueueDefinition } from "./queue";
import { expireCheckSeconds } from "./settings";

/** "client": enqueues and drains inline, starts no timers. "worker": also maintains the queue and runs schedules. */
export type BossMode = "client" | "worker";

interface Held {
  mode: BossMode;
  boss: PgBoss;
  started: Promise<PgBoss>;
  queues: Map<string, Promise<void>>;
}

const holder = globalThis as typeof globalThis & { __coachJobs?: Held };

/** Fetches and completions are single short statements: a small pool beside Prisma's and sql.ts's. */
const POOL_MAX = 3;

function create(mode: BossMode): Held {
  const worker = mode === "worker";
  const boss = new PgBoss({
    connectionString: databaseUrl(),
    max: POOL_MAX,
    application_name: "coach-jobs",
    // Maintenance expires abandoned jobs (so they are retried) and archives finished ones; the timekeeper turns
    // schedules into jobs. Both are coordinated through the database, so every worker may run them.
    supervise: worker,
    schedule: worker,
    maintenanceIntervalSeconds: expireCheckSeconds(),
    // Handed to pg's Pool: a script or test that enqueued a job may still exit while the pool idles.
    allowExitOnIdle: true,
  } as PgBoss.ConstructorOptions);
  boss.on("error", (error) => log.error("job queue error", describeError(error)));
  const held: Held = { mode, boss, started: boss.start(), queues: new Map() };
  held.started.catch((error: unknown) => {
    log.error("job queue did not start", describeError(error));
    // The next call tries again.
    if (holder.__coachJobs === held) holder.__coachJobs = undefined;
  });
  return held;
}

function held(mode: BossMode): Held {
  const current = holder.__coachJobs;
  if (current && (current.mode === "worker" || mode === "client")) return current;
  // A worker asked for after a client started (tests; instrumentation normally comes first): the client is left
  // to finish what it is doing (it has no timers, and its idle connections close) and the worker replaces it.
  const next = create(mode);
  holder.__coachJobs = next;
  return next;
}

export function jobBoss(mode: BossMode = "client"): Promise<PgBoss> {
  return held(mode).started;
}

/**
 * The started instance with `queue` (and its dead-letter queue) created and set to its definition, once per
 * instance: createQueue leaves an existing queue as it is, so the settings are applied with updateQueue.
 */
export async function bossWith(queue: QueueDefinition): Promise<PgBoss> {
  const current = held("client");
  const boss = await current.started;
  let ready = current.queues.get(queue.name);
  if (!ready) {
    ready = (async () => {
      if (queue.deadLetter) await bossWith(queue.deadLetter);
      const options = {
        policy: queue.policy,
        retryLimit: queue.retryLimit,
        retryDelay: queue.retryDelay,
        retryBackoff: queue.retryBackoff,
        expireInSeconds: queue.expireInSeconds(),
        ...(queue.deadLetter ? { deadLetter: queue.deadLetter.name } : {}),
      };
      await boss.createQueue(queue.name, { name: queue.name, ...options });
      await boss.updateQueue(queue.name, { name: queue.name, ...options });
    })();
    current.queues.set(queue.name, ready);
    ready.catch(() => current.queues.delete(queue.name));
  }
  await ready;
  return boss;
}

/** Stops the instance (tests, shutdown): waits up to `timeoutMs` for the worker's jobs in progress. */
export async function stopJobs(timeoutMs = 10_000): Promise<void> {
  const current = holder.__coachJobs;
  if (!current) return;
  holder.__coachJobs = undefined;
  await current.started.catch(() => {});
  await current.boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
}
