/**
 * What the memory step and the routine assessment need to know of a person before they call a model: whether they
 * paused learning, which brief sources they keep out of the AI, and their routine-assessment clock.
 */
import { db } from "@/server/db";

export interface MemoryState {
  learningPaused: boolean;
  sourcesOff: string[];
  routineAssessments: number;
  routineAssessmentAt: Date | null;
}

export async function memoryStateOf(userId: string): Promise<MemoryState> {
  const row = await db.userDetails.findUnique({
    where: { userId },
    select: {
      learningPaused: true,
      briefSourcesOff: true,
      routineAssessments: true,
      routineAssessmentAt: true,
    },
  });
  return {
    learningPaused: row?.learningPaused ?? false,
    sourcesOff: row?.briefSourcesOff ?? [],
    routineAssessments: row?.routineAssessments ?? 0,
    routineAssessmentAt: row?.routineAssessmentAt ?? null,
  };
}
