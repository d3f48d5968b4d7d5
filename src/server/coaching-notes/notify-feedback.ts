import { systemText } from "@/lib/contracts/notifications/system-texts";
import type { RequestContext } from "@/server/http/context";
import { notify } from "@/server/notifications/notify";

export const FEEDBACK_HREF = "/dashboard/feedbacks";
const MESSAGE_CHARS = 120;

/**
 * Tells the recipient of a feedback (its user, or else every member of its team) that it arrived, linking to
 * /dashboard/feedbacks. Called after the note is stored; notify() never throws.
 */
export function notifyFeedback(
  ctx: RequestContext,
  note: { id: string; title: string; content: string; toUserId: string | null; toTeamId: string | null },
) {
  const recipients = note.toUserId
    ? { type: "user" as const, userIds: [note.toUserId] }
    : { type: "team" as const, teamIds: note.toTeamId ? [note.toTeamId] : [] };
  return notify({
    ...recipients,
    title: `New feedback from ${ctx.user.name || "your coach"}`,
    message: note.title.trim() || note.content.slice(0, MESSAGE_CHARS),
    level: "info",
    metadata: {
      href: FEEDBACK_HREF,
      kind: "feedback",
      coachingNoteId: note.id,
      // The message is the note's own title or words: data, shown as written.
      ...systemText(
        ctx.user.name
          ? { key: "feedback.title", values: { name: ctx.user.name } }
          : { key: "feedback.titleFromCoach" },
      ),
    },
    createdById: ctx.user._id,
    organizationId: ctx.organizationId,
  });
}
