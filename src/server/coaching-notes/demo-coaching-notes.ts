/**
 * Coaching notes in the demo organisation, written by the demo coach for the demo athlete, so the coaching-notes
 * pages, the athlete's /dashboard/feedbacks and the chat's coach-prompts have something to show on a fresh
 * install: a feedback (the athlete sees it), an observation (coaches only) and an enabled coach-prompt without
 * expiry (every chat of the athlete passes it to the model). Idempotent: a note with the same recipient, type,
 * author and title is not written twice (nor changed, so edits made in the demo stay).
 */
import type { CoachingNoteType } from "@/generated/prisma/client";
import { db } from "@/server/db";

interface DemoNote {
  type: CoachingNoteType;
  title: string;
  content: string;
  description?: string;
  eventDaysAgo?: number;
}

const DEMO_NOTES: DemoNote[] = [
  {
    type: "feedback",
    title: "Great consistency this week",
    content:
      "You hit all four planned sessions this week, including the early one on Thursday. Keep the warm-up routine " +
      "we agreed on, and tell me if your calves still feel tight after the long run.",
    eventDaysAgo: 2,
  },
  {
    type: "observation",
    title: "Pacing in the last lap",
    content:
      "Tends to start the 800 m too fast and fades in the last 200 m. Sleep was short before both races this month.",
    description: "Seen at the last two club races.",
    eventDaysAgo: 5,
  },
  {
    type: "coach_prompt",
    title: "Ask about sleep",
    content:
      "Before talking about training, ask the athlete how they slept this week and whether short nights affected " +
      "their sessions.",
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedDemoCoachingNotes(
  organizationId: string,
  athleteId: string,
  coachId: string,
): Promise<void> {
  for (const note of DEMO_NOTES) {
    const existing = await db.coachingNote.findFirst({
      where: {
        toOrganizationId: organizationId,
        toUserId: athleteId,
        type: note.type,
        createdById: coachId,
        title: note.title,
      },
      select: { id: true },
    });
    if (existing) continue;
    await db.coachingNote.create({
      data: {
        type: note.type,
        title: note.title,
        content: note.content,
        description: note.description ?? "",
        eventDate: note.eventDaysAgo === undefined ? null : new Date(Date.now() - note.eventDaysAgo * DAY_MS),
        promptEnabled: note.type === "coach_prompt",
        toUserId: athleteId,
        toOrganizationId: organizationId,
        createdById: coachId,
        updatedById: coachId,
      },
    });
  }
}

/** Whether person `userId` has any AI draft (waiting or approved): the demo drafts are written once. */
export async function hasAiNotes(userId: string): Promise<boolean> {
  return (await db.coachingNote.count({ where: { toUserId: userId, fromAI: true } })) > 0;
}
