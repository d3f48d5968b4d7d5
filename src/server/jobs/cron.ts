/**
 * GET /api/cron/jobs, for serverless deployments, where no instance lives long enough to run a worker: Vercel's
 * cron calls it every minute (vercel.json) with `Authorization: Bearer $CRON_SECRET`. It does what a worker's
 * timers would: maintains the queue (expires jobs of dead functions, archives finished ones), sends the periodic
 * jobs (the minute's lease sweep, the hour's check-ins; each throttled, so sending every minute runs each once per
 * its period), and drains every queue for up to DRAIN_MS. Not in the §6 endpoint table: no user calls it.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { AppError } from "@/lib/errors";
import { errorResponse } from "@/server/http/respond";
import { jobBoss } from "./boss";
import { drainJobs } from "./drain";
import type { JobHandler } from "./queue";

/** Within the route's maxDuration (60 s), leaving time to finish the jobs started last. */
export const DRAIN_MS = 50_000;

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Without CRON_SECRET nobody may call it: an unset secret must not mean an open route. */
export function cronAuthorized(req: Request): boolean {
  const secret = process.env.CRON_SECRET;
  if (!secret) return false;
  const sent = req.headers.get("authorization") ?? "";
  return timingSafeEqual(digest(sent), digest(`Bearer ${secret}`));
}

export async function cronJobs(req: Request, handlers: JobHandler[]): Promise<Response> {
  try {
    if (!cronAuthorized(req)) throw new AppError("NOT_AUTHORIZED");
    const started = Date.now();
    const boss = await jobBoss();
    await boss.maintain();
    // `sweepQueued` (its name from when the lease sweep was the only periodic job): a periodic job was queued.
    const sent = await Promise.all(handlers.map((h) => h.periodic?.send() ?? null));
    const counts = await drainJobs({ deadlineMs: DRAIN_MS, handlers });
    return Response.json({
      ...counts,
      sweepQueued: sent.some((id) => id !== null),
      ms: Date.now() - started,
    });
  } catch (error) {
    return errorResponse(error, "GET /cron/jobs");
  }
}
