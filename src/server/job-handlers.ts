/**
 * Every queue this app runs, with its handler: what a worker works on and a full drain empties. It stands above
 * jobs/ and the domains: the domains' handlers use jobs/ to enqueue, and jobs/ is handed this list, so jobs/
 * imports no domain.
 */
import { assessmentFailureHandler } from "@/server/assessments/assessment-failures";
import { assessmentHandler } from "@/server/assessments/assessment-job";
import { auditPurgeHandler } from "@/server/audit-trail/audit-purge-job";
import { leaseSweepHandler } from "@/server/chats/send/lease-sweep";
import { checkInHandler } from "@/server/check-ins/check-in-job";
import { draftHandler } from "@/server/coach-drafts/draft-job";
import type { JobHandler } from "@/server/jobs/queue";
import { memoryHandler } from "@/server/memory/memory-job";
import { usageHandler } from "@/server/usage/usage-job";

export const JOB_HANDLERS: JobHandler[] = [
  assessmentHandler as JobHandler,
  assessmentFailureHandler as JobHandler,
  auditPurgeHandler,
  checkInHandler as JobHandler,
  draftHandler as JobHandler,
  leaseSweepHandler,
  memoryHandler as JobHandler,
  usageHandler as JobHandler,
];
