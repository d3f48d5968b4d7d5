import type { CreateCoachingNoteInput } from "@/lib/contracts/coaching-notes/schemas";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { coachingNoteDocument, coachingNoteInclude, toDbNoteType } from "./coaching-note-document";
import { notifyFeedback } from "./notify-feedback";
import { assertRecipients } from "./recipients";

/**
 * POST /coaching-notes — coaches and admins by the table. A note for a user and/or a team the caller may see, in
 * the organisation the call acts in (toOrganization is always that one). The contract has already applied the
 * §4 type rules. A feedback notifies its recipient once it is stored.
 */
export async function createCoachingNote(ctx: RequestContext, input: CreateCoachingNoteInput) {
  await assertRecipients(ctx, input);
  const row = await db.coachingNote.create({
    data: {
      type: toDbNoteType(input.type),
      title: input.title,
      content: input.content,
      description: input.description,
      eventDate: input.eventDate ?? null,
      promptExpiresAt: input.type === "coach-prompt" ? (input.promptExpiresAt ?? null) : null,
      promptEnabled: input.promptEnabled ?? false,
      toUserId: input.toUser ?? null,
      toTeamId: input.toTeam ?? null,
      toOrganizationId: ctx.organizationId,
      createdById: ctx.user._id,
      updatedById: ctx.user._id,
    },
    include: coachingNoteInclude,
  });
  if (input.type === "feedback") await notifyFeedback(ctx, row);
  return coachingNoteDocument(row);
}
