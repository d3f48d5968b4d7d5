/**
 * Next.js calls register() once when a server instance starts (`next start`, and `next dev`), before it serves
 * requests, in each runtime. A production server on development settings stops here (src/server/deployment-safety.ts). A long-lived Node.js instance runs the job worker (src/server/jobs/worker.ts); not
 * during `next build`, and not with JOBS_WORKER=off (serverless, where GET /api/cron/jobs drains the queue).
 * The worker starts in the background and retries: an unreachable database must not keep the server from
 * starting, and requests drain their own jobs meanwhile.
 */
const RETRY_MS = 30_000;

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  if (process.env.NODE_ENV === "production") {
    const { productionStartRefusal } = await import("@/server/deployment-safety");
    const refusal = productionStartRefusal(process.env);
    if (refusal) {
      // Before serving anything: a forged cookie or an unsigned emulator token would sign anyone in.
      console.error(refusal);
      process.exit(1);
    }
  }
  const { workerWanted } = await import("@/server/jobs/settings");
  if (!workerWanted()) return;
  const { startJobsWorker } = await import("@/server/jobs/worker");
  const { JOB_HANDLERS } = await import("@/server/job-handlers");
  const { describeError, log } = await import("@/server/log");
  const start = () => {
    startJobsWorker(JOB_HANDLERS).catch((error: unknown) => {
      log.error("job worker did not start; trying again", { inMs: RETRY_MS, ...describeError(error) });
      setTimeout(start, RETRY_MS).unref();
    });
  };
  start();
}
