/**
 * A person's records written straight to the database, for tests that need them to exist rather than to test
 * making them (the API tests of each endpoint make them through the API). Each builder takes the owner and the
 * fields the test cares about; a required field the test leaves out gets a plain default. The plural builders
 * write their rows in one statement, in the order given.
 */
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";
import { unique } from "./fixtures";

type Owned<T> = Partial<T> & { userId: string; organizationId: string | null };

/** A journal entry (not a draft, to be assessed, dated now unless given). */
export function makeJournal(fields: Owned<Prisma.JournalEntryUncheckedCreateInput>) {
  return db.journalEntry.create({ data: { title: unique("Journal"), ...fields } });
}

export function makeJournals(rows: Prisma.JournalEntryCreateManyInput[]) {
  return db.journalEntry.createMany({ data: rows });
}

/** A goal (in progress, 0 %, unless given). */
export function makeGoal(fields: Owned<Prisma.GoalUncheckedCreateInput>) {
  return db.goal.create({ data: { title: unique("Goal"), target: "Done", ...fields } });
}

export function makeGoals(rows: Prisma.GoalCreateManyInput[]) {
  return db.goal.createMany({ data: rows });
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

export function makeAssessmentValues(rows: Prisma.AssessmentValueCreateManyInput[]) {
  return db.assessmentValue.createMany({ data: rows });
}

/**
 * A chat row as a list or a home reads it (an agent chat unless given), for tests of what reads chats; the
 * chat endpoints' own tests make chats through the API (chats.ts).
 */
export function makeChat(fields: Prisma.ChatUncheckedCreateInput) {
  return db.chat.create({ data: fields });
}

export function makeMessage(fields: Prisma.MessageUncheckedCreateInput) {
  return db.message.create({ data: fields });
}

export function makeMessages(rows: Prisma.MessageCreateManyInput[]) {
  return db.message.createMany({ data: rows });
}

/** A coach's annotation on a person. */
export function makeAnnotation(fields: Prisma.UserAnnotationUncheckedCreateInput) {
  return db.userAnnotation.create({ data: fields });
}

/** A usage record (tokens of one model call). */
export function makeUsageRecord(fields: Prisma.ChatUsageUncheckedCreateInput) {
  return db.chatUsage.create({ data: fields });
}

export function makeNotification(fields: Prisma.NotificationUncheckedCreateInput) {
  return db.notification.create({ data: fields });
}

/** A person's read mark on a notification. */
export function markRead(notificationId: string, userId: string) {
  return db.notificationRead.create({ data: { notificationId, userId } });
}

export function makeAuditEvent(fields: Prisma.AuditEventUncheckedCreateInput) {
  return db.auditEvent.create({ data: fields });
}

/** A reply lease, e.g. one a dead instance left behind. */
export function makeReplyLease(fields: Prisma.ReplyLeaseUncheckedCreateInput) {
  return db.replyLease.create({ data: fields });
}
