import {
  applyNoteTypeRules,
  type CoachingNoteType,
  type UpdateCoachingNoteInput,
} from "@/lib/contracts/coaching-notes/schemas";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import {
  coachingNoteDocument,
  coachingNoteInclude,
  fromDbNoteType,
  toDbNoteType,
} from "./coaching-note-document";
import { findVisibleNote } from "./find-coaching-note";
import { notifyFeedback } from "./notify-feedback";
import { assertRecipients } from "./recipients";

/** The sent fields only: keys the contract left undefined (not sent, or an empty recipient) keep the stored value. */
function sent<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * PUT /coaching-notes/{id} — coaches and admins by the table, on the notes in their scope. Fields left out keep
 * their values; the §4 type rules run again on the merged note, so a change to observation or feedback drops
 * promptExpiresAt and sets promptEnabled false, and a change to coach-prompt enables it unless the body says
 * otherwise (as on create). New recipients must be ones the caller may address. A note that becomes a feedback
 * notifies its recipient, as a new feedback does.
 */
export async function updateCoachingNote(ctx: RequestContext, id: string, input: UpdateCoachingNoteInput) {
  const stored = await findVisibleNote(ctx, id);
  const patch = sent(input);
  const storedType = fromDbNoteType(stored.type);
  const type: CoachingNoteType = patch.type ?? storedType;
  const becomesPrompt = type === "coach-prompt" && storedType !== "coach-prompt";
  const merged = applyNoteTypeRules({
    type,
    title: patch.title ?? stored.title,
    content: patch.content ?? stored.content,
    description: patch.description ?? stored.description ?? "",
    eventDate: patch.eventDate === undefined ? stored.eventDate : patch.eventDate,
    promptExpiresAt: patch.promptExpiresAt === undefined ? stored.promptExpiresAt : patch.promptExpiresAt,
    promptEnabled: patch.promptEnabled ?? (becomesPrompt ? true : stored.promptEnabled),
    toUser: patch.toUser ?? stored.toUserId,
    toTeam: patch.toTeam ?? stored.toTeamId,
  });
  await assertRecipients(ctx, {
    toUser: patch.toUser !== undefined && patch.toUser !== stored.toUserId ? patch.toUser : undefined,
    toTeam: patch.toTeam !== undefined && patch.toTeam !== stored.toTeamId ? patch.toTeam : undefined,
  });
  const row = await db.coachingNote.update({
    where: { id },
    data: {
      type: toDbNoteType(merged.type),
      title: merged.title,
      content: merged.content,
      description: merged.description,
      eventDate: merged.eventDate ?? null,
      promptExpiresAt: merged.promptExpiresAt ?? null,
      promptEnabled: merged.promptEnabled ?? false,
      toUserId: merged.toUser,
      toTeamId: merged.toTeam,
      updatedById: ctx.user._id,
    },
    include: coachingNoteInclude,
  });
  if (merged.type === "feedback" && storedType !== "feedback") await notifyFeedback(ctx, row);
  return coachingNoteDocument(row);
}
