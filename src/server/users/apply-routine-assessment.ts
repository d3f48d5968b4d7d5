/**
 * The routine assessment's write (src/server/memory): the archetypes, the personality and decision-style topics
 * (dated, §3 trait assessments), lastRoutineAssessmentJustification, routineAssessments counted up, and
 * routineAssessmentAt. A topic the person corrected keeps their words; nothing is written while learning is paused.
 * Each written field is marked as learned from the routine assessment.
 */
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";
import type { Correction } from "./fact-corrections";

export interface RoutineWrite {
  archetypes: Record<"innerHero" | "innerPhilosopher", { name: string; title: string; description: string }>;
  topics: Record<string, { title: string; description: string }>;
  justification: string;
}

export async function applyRoutineAssessment(
  userId: string,
  write: RoutineWrite,
): Promise<{ written: string[] } | null> {
  return db.$transaction(async (tx) => {
    const row = await tx.userDetails.findUnique({ where: { userId } });
    if (row?.learningPaused) return null;
    const now = new Date();
    const at = now.toISOString();
    const corrected = (row?.correctedFacts ?? {}) as unknown as Record<string, Correction>;
    const learned = { ...((row?.learnedFacts ?? {}) as Record<string, unknown>) };
    const data: Record<string, unknown> = {};
    const dated = (value: object, previous: unknown) => ({
      ...value,
      createdAt: (previous as { createdAt?: string } | null)?.createdAt ?? at,
      updatedAt: at,
    });
    for (const [field, value] of [...Object.entries(write.archetypes), ...Object.entries(write.topics)]) {
      if (corrected[field]) continue;
      data[field] = dated(value, (row as Record<string, unknown> | null)?.[field]);
      learned[field] = { source: "routine", sourceId: null, messageId: null, at };
    }
    if (data.innerHero || data.innerPhilosopher) data.archetypeUpdatedAt = now;
    const update = {
      ...data,
      learnedFacts: learned as Prisma.InputJsonValue,
      lastRoutineAssessmentJustification: write.justification.slice(0, 2000),
      routineAssessmentAt: now,
    };
    await tx.userDetails.upsert({
      where: { userId },
      create: { ...update, userId, routineAssessments: 1 } as Prisma.UserDetailsUncheckedCreateInput,
      update: { ...update, routineAssessments: { increment: 1 } } as Prisma.UserDetailsUncheckedUpdateInput,
    });
    return { written: Object.keys(data).filter((k) => k !== "archetypeUpdatedAt") };
  });
}
