/**
 * A person's records written straight to the database, for tests that need them to exist rather than to test
 * making them (the API tests of each endpoint make them through the API). Each builder takes the owner and the
 * fields the test cares about; a required field the test leaves out gets a plain default.
 */
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";
import { unique } from "./fixtures";

type Owned<T> = Partial<T> & { userId: string; organizationId: string | null };

/** A journal entry (not a draft, to be assessed, dated now unless given). */
export function makeJournal(fields: Owned<Prisma.JournalEntryUncheckedCreateInput>) {
  return db.journalEntry.create({ data: { title: unique("Journal"), ...fields } });
}

/** A goal (in progress, 0 %, unless given). */
export function makeGoal(fields: Owned<Prisma.GoalUncheckedCreateInput>) {
  return db.goal.create({ data: { title: unique("Goal"), target: "Done", ...fields } });
}

/** A coaching note (feedback without a title unless given); who it is to and from is the test's to say. */
export function makeCoachingNote(fields: Partial<Prisma.CoachingNoteUncheckedCreateInput>) {
  return db.coachingNote.create({
    data: { type: "feedback", title: "", content: unique("Note"), ...fields },
  });
}

/** One assessment value of a person, dated now unless given. */
export function makeAssessmentValue(fields: Prisma.AssessmentValueUncheckedCreateInput) {
  return db.assessmentValue.create({ data: fields });
}
