/**
 * The product's own notification of issue 7 besides feedback and a completed goal (goals/announce-goal-completed.ts):
 * an assessment ready. Called after the change is committed and, like notify(), never throws.
 */
import { systemText } from "@/lib/contracts/notifications/system-texts";
import { ROUTES } from "@/lib/routes";
import { notify } from "./notify";

/** A journal entry or chat of this user was assessed: tell its owner where to look. */
export async function notifyAssessmentReady(item: {
  kind: "journal" | "chat";
  id: string;
  userId: string;
  organizationId: string | null;
  title?: string | null;
}): Promise<void> {
  const what = item.kind === "journal" ? "journal entry" : "coaching session";
  const named = item.title ? ` “${item.title}”` : "";
  await notify({
    type: "user",
    userIds: [item.userId],
    title: "Assessment ready",
    message: `Your ${what}${named} has been assessed. See how your scores moved.`,
    level: "success",
    metadata: {
      href: ROUTES.assessments,
      kind: "assessment",
      ...(item.kind === "journal" ? { journalEntryId: item.id } : { chatId: item.id }),
      ...systemText(
        { key: "assessmentReady.title" },
        item.title
          ? { key: "assessmentReady.messageNamed", values: { what: item.kind, title: item.title } }
          : { key: "assessmentReady.message", values: { what: item.kind } },
      ),
    },
    createdById: null,
    organizationId: item.organizationId,
  });
}
