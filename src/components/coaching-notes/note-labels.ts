import type { useTranslations } from "next-intl";
import type { CoachingNoteDocument } from "@/lib/contracts/coaching-notes/schemas";
import { PAGES } from "@/lib/routes";

/** The coaching notes' translator (useTranslations("coachingNotes")), for the helpers below. */
export type NotesTranslator = ReturnType<typeof useTranslations<"coachingNotes">>;

export interface Recipient {
  kind: "user" | "team";
  id: string;
  name: string;
  /** The recipient's list of notes (coaches and admins). */
  href: string;
}

/** Who a note is for: its user, else its team (names filled by the API; a placeholder when the record is gone). */
export function recipientOf(note: CoachingNoteDocument, t: NotesTranslator): Recipient | null {
  if (note.toUser) {
    return {
      kind: "user",
      id: note.toUser,
      name: note.toUserName ?? t("deletedUser"),
      href: PAGES.coachingNotes.byUser(note.toUser),
    };
  }
  if (note.toTeam) {
    return {
      kind: "team",
      id: note.toTeam,
      name: note.toTeamName ?? t("deletedTeam"),
      href: PAGES.coachingNotes.byTeam(note.toTeam),
    };
  }
  return null;
}

/** A note's title as shown: its title, else the start of its content, else `untitled` ("Untitled note"). */
export function noteTitle(note: Pick<CoachingNoteDocument, "title" | "content">, untitled: string): string {
  const title = note.title.trim();
  if (title) return title;
  const text = note.content.trim().replace(/\s+/g, " ");
  return text.length > 50 ? `${text.slice(0, 49)}…` : text || untitled;
}
