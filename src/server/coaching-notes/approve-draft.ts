import type { ApproveDraftInput } from "@/lib/contracts/coaching-notes/schemas";
import { AppError } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { coachingNoteDetail, findVisibleNote } from "./find-coaching-note";

export const NOT_A_DRAFT_MESSAGE = "This note is not an AI draft waiting for review.";
/** How long an approved coach-prompt draft stays active: the athlete's next sessions. */
const PROMPT_DAYS = 14;

/**
 * PUT /coaching-notes/approve/{id}: a coach (or admin) in scope approves an AI draft, as it is or with a new title
 * or content. From then on it is a note like any other: an observation reaches the person's brief, a coach-prompt
 * is enabled for PROMPT_DAYS. Who approved it, and when, is kept. Discarding a draft is deleting it.
 */
export async function approveDraft(
  ctx: RequestContext,
  id: string,
  input: ApproveDraftInput,
  now = new Date(),
) {
  const stored = await findVisibleNote(ctx, id);
  if (!stored.fromAI || stored.approvedAt)
    throw new AppError("BAD_REQUEST", { message: NOT_A_DRAFT_MESSAGE });
  const prompt = stored.type === "coach_prompt";
  const changed = await db.coachingNote.updateMany({
    // Two coaches approving at once: one wins, the other is told it is no longer a draft.
    where: { id, approvedAt: null },
    data: {
      ...(input.title ? { title: input.title } : {}),
      ...(input.content ? { content: input.content } : {}),
      approvedAt: now,
      approvedById: ctx.user._id,
      updatedById: ctx.user._id,
      ...(prompt
        ? { promptEnabled: true, promptExpiresAt: new Date(now.getTime() + PROMPT_DAYS * 86_400_000) }
        : {}),
      version: { increment: 1 },
    },
  });
  if (changed.count === 0) throw new AppError("BAD_REQUEST", { message: NOT_A_DRAFT_MESSAGE });
  return coachingNoteDetail(id);
}
