import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { NOT_A_DRAFT, visibleNotes } from "./scope";

const OBSERVATION = {
  id: true,
  title: true,
  content: true,
  createdAt: true,
  toUser: { select: { id: true, name: true } },
  toTeam: { select: { id: true, name: true } },
} as const satisfies Prisma.CoachingNoteSelect;

export type RecentObservation = Prisma.CoachingNoteGetPayload<{ select: typeof OBSERVATION }>;

/** The latest `take` observations the caller may see, with their recipient: the coach's home overview. */
export function recentObservations(ctx: RequestContext, take: number): Promise<RecentObservation[]> {
  return db.coachingNote.findMany({
    where: { AND: [visibleNotes(ctx), { type: "observation" }, NOT_A_DRAFT] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: OBSERVATION,
    take,
  });
}
