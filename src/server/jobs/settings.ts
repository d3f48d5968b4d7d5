/** The job queue's settings from the environment (documented in .env.example). */

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * How long a job may stay active before it counts as abandoned (its process died or froze) and is retried. Long
 * enough for the slowest model call an assessment makes; a live job never gets near it.
 */
export const jobExpireSeconds = () => positive(process.env.JOB_EXPIRE_SECONDS, 300);

/**
 * How often expired jobs are looked for (pg-boss maintenance on a worker, and by drains): a third of the expiry, so
 * a dead process's job is retried within about 1⅓ × the expiry, and at most every minute.
 */
export const expireCheckSeconds = () => Math.min(60, Math.max(1, Math.floor(jobExpireSeconds() / 3)));

/**
 * Whether a long-lived instance runs a worker: yes unless JOBS_WORKER=off. On Vercel (VERCEL is set) only with
 * JOBS_WORKER=on: a frozen function cannot poll, and the cron route drains the queue there.
 */
export function workerWanted(): boolean {
  const setting = process.env.JOBS_WORKER?.toLowerCase();
  if (setting === "off") return false;
  if (setting === "on") return true;
  return !process.env.VERCEL;
}
