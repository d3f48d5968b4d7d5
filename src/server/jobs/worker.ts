/**
 * The worker of a long-lived instance (started by src/instrumentation.ts): pg-boss polls each queue with as many
 * loops as the queue's concurrency, maintains the queue (expires jobs of dead processes) and runs the schedules.
 * Requests still drain their own jobs inline; the worker picks up what nobody waits for: jobs left by a request
 * whose process died, retries due later, dead letters and the minute's lease sweep.
 */
import { log } from "@/server/log";
import { attempt } from "./attempt";
import { bossWith, jobBoss } from "./boss";
import type { JobHandler } from "./queue";

const holder = globalThis as typeof globalThis & { __coachJobsWorker?: Promise<void> };

async function start(handlers: JobHandler[]): Promise<void> {
  const boss = await jobBoss("worker");
  for (const handler of handlers) {
    await bossWith(handler.queue);
    const options = {
      batchSize: 1,
      includeMetadata: true as const,
      pollingIntervalSeconds: handler.pollingIntervalSeconds,
    };
    for (let i = 0; i < handler.concurrency; i++) {
      await boss.work<object>(handler.queue.name, options, ([job]) => attempt(handler, job));
    }
  }
  for (const handler of handlers) await handler.periodic?.schedule();
  log.info("job worker started", { queues: handlers.map((h) => h.queue.name) });
}

/** Starts this process's worker once; a failed start is logged, and a later call tries again. */
export function startJobsWorker(handlers: JobHandler[]): Promise<void> {
  holder.__coachJobsWorker ??= start(handlers).catch((error: unknown) => {
    holder.__coachJobsWorker = undefined;
    throw error;
  });
  return holder.__coachJobsWorker;
}
