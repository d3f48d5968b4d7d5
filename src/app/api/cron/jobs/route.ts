import { JOB_HANDLERS } from "@/server/job-handlers";
import { cronJobs } from "@/server/jobs/cron";

/** Vercel's limit for this function: the drain stops starting jobs after 50 s. */
export const maxDuration = 60;

export const GET = (req: Request) => cronJobs(req, JOB_HANDLERS);
