/**
 * The assessment queue's dead letters: a job that failed its last attempt (its error, or its process died and it
 * expired) is logged as an error and reported to the admins of the item's organisation, with the reason.
 */
import type { AssessedKind } from "@/lib/contracts/assessments/schemas";
import { chatTitle } from "@/server/chats/lifecycle/chat-title";
import type { JobHandler } from "@/server/jobs/queue";
import { journalTitle } from "@/server/journals/journal-title";
import { log } from "@/server/log";
import { storeNotification } from "@/server/notifications/notify";
import { organizationAdmins } from "@/server/users/organization-admins";
import { ASSESSMENT_ATTEMPTS, ASSESSMENT_FAILED_QUEUE, type AssessmentJobData } from "./assessment-queue";

const REASON_MAX = 200;

/** pg-boss stores a handler's error serialised ({message, …}) and an expiry as {value: {message}}. */
export function failureReason(output: unknown): string {
  const o = output as { message?: unknown; value?: { message?: unknown } } | null;
  const message = typeof o?.message === "string" ? o.message : o?.value?.message;
  const line = typeof message === "string" ? message.split("\n")[0].trim() : "";
  if (!line) return "unknown error";
  return line.length > REASON_MAX ? `${line.slice(0, REASON_MAX - 1)}…` : line;
}

async function itemOf(kind: AssessedKind, id: string) {
  if (kind === "journal") {
    const journal = await journalTitle(id);
    return journal && { what: "journal", title: journal.title, organizationId: journal.organizationId };
  }
  const chat = await chatTitle(id);
  return chat && { what: "chat", title: chat.title ?? "Chat", organizationId: chat.organizationId };
}

export const assessmentFailureHandler: JobHandler<AssessmentJobData> = {
  queue: ASSESSMENT_FAILED_QUEUE,
  concurrency: 1,
  pollingIntervalSeconds: 10,
  async run(job) {
    const { kind, id } = job.data;
    const reason = failureReason(job.output);
    log.error("assessment failed after its last attempt", {
      kind,
      id,
      attempts: ASSESSMENT_ATTEMPTS,
      reason,
    });
    const item = await itemOf(kind, id);
    if (!item?.organizationId) return { notified: 0 };
    const admins = await organizationAdmins(item.organizationId);
    // storeNotification throws on a database failure, so that this job is retried rather than the news lost.
    await storeNotification({
      type: "user",
      userIds: admins.map((a) => a.id),
      title: "Assessment failed",
      message: `Assessment of ${item.what} “${item.title}” failed after ${ASSESSMENT_ATTEMPTS} attempts: ${reason}`,
      level: "error",
      metadata: {
        kind: "assessment-failed",
        ...(kind === "journal" ? { journalEntryId: id } : { chatId: id }),
      },
      createdById: null,
      organizationId: item.organizationId,
    });
    return { notified: admins.length };
  },
};
