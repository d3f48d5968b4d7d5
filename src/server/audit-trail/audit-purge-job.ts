/**
 * Once a day, one instance deletes the audit events each organisation no longer keeps (its auditRetentionDays),
 * and those of no organisation after a year. A worker's pg-boss schedule sends the job; on serverless the cron
 * route sends it too; both send the same throttled job, at most once in 12 hours.
 */
import { purgeAuditEvents, UNOWNED_RETENTION_DAYS } from "@/server/audit/purge-events";
import { periodicJob } from "@/server/jobs/periodic-job";
import type { JobHandler } from "@/server/jobs/queue";
import { auditRetentions } from "@/server/organizations/audit-retention";

// pg-boss throttles by at most its archive interval (12 h): the cron route may run it twice a day, harmlessly.
const { queue, periodic } = periodicJob("audit-purge", {
  cron: "17 3 * * *",
  periodSeconds: 12 * 3600,
  expireInSeconds: 15 * 60,
});
export const AUDIT_PURGE_QUEUE = queue;

/** Deletes what every organisation's retention lets go; answers how many events went. */
export async function purgeAuditTrail(now: Date): Promise<{ purged: number }> {
  let purged = await purgeAuditEvents(null, UNOWNED_RETENTION_DAYS, now);
  for (const org of await auditRetentions())
    purged += await purgeAuditEvents(org.id, org.auditRetentionDays, now);
  return { purged };
}

export const auditPurgeHandler: JobHandler = {
  queue: AUDIT_PURGE_QUEUE,
  concurrency: 1,
  pollingIntervalSeconds: 60,
  run: () => purgeAuditTrail(new Date()),
  periodic,
};
