import { COACHING_NOTE_TYPES } from "@/lib/constants";
import type { CoachingNoteDocument, CoachingNoteType } from "@/lib/contracts/coaching-notes/schemas";
import { PAGES } from "@/lib/routes";

/** The entity label of the §8 toasts: 'Coaching note created successfully'. */
export const NOTE_LABEL = "Coaching note";

export const TYPE_LABELS: Record<CoachingNoteType, string> = {
  observation: "Observation",
  "coach-prompt": "Coach prompt",
  feedback: "Feedback",
};

export const TYPE_DESCRIPTIONS: Record<CoachingNoteType, string> = {
  observation: "A private note for coaches: what you noticed.",
  "coach-prompt": "Guidance the AI coach follows in this athlete's chats while it is enabled.",
  feedback: "A message to the athlete; they are notified and read it on their Feedbacks page.",
};

export const TYPE_OPTIONS = COACHING_NOTE_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));

export interface Recipient {
  kind: "user" | "team";
  id: string;
  name: string;
  /** The recipient's list of notes (coaches and admins). */
  href: string;
}

/** Who a note is for: its user, else its team (names filled by the API; a placeholder when the record is gone). */
export function recipientOf(note: CoachingNoteDocument): Recipient | null {
  if (note.toUser) {
    return {
      kind: "user",
      id: note.toUser,
      name: note.toUserName ?? "Deleted user",
      href: PAGES.coachingNotes.byUser(note.toUser),
    };
  }
  if (note.toTeam) {
    return {
      kind: "team",
      id: note.toTeam,
      name: note.toTeamName ?? "Deleted team",
      href: PAGES.coachingNotes.byTeam(note.toTeam),
    };
  }
  return null;
}

/** A note's title as shown: its title, else the start of its content. */
export function noteTitle(note: Pick<CoachingNoteDocument, "title" | "content">): string {
  const title = note.title.trim();
  if (title) return title;
  const text = note.content.trim().replace(/\s+/g, " ");
  return text.length > 50 ? `${text.slice(0, 49)}…` : text || "Untitled note";
}
