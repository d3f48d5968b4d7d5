/** Every queue this app runs, with its handler: what a worker works on and a full drain empties. */
import { assessmentFailureHandler } from "@/server/assessments/assessment-failures";
import { assessmentHandler } from "@/server/assessments/assessment-job";
import { usageHandler } from "@/server/chats/usage-job";
import { leaseSweepHandler } from "./lease-sweep";
import type { JobHandler } from "./queue";

export const JOB_HANDLERS: JobHandler[] = [
  assessmentHandler as JobHandler,
  assessmentFailureHandler as JobHandler,
  leaseSweepHandler,
  usageHandler as JobHandler,
];
