import { db } from "@/server/db";

/** How many assessed sessions of a person pass between two routine assessments in the organisation (default 5). */
export async function routineAssessmentEvery(organizationId: string): Promise<number> {
  const row = await db.organization.findUnique({
    where: { id: organizationId },
    select: { routineAssessmentEvery: true },
  });
  return row?.routineAssessmentEvery ?? 5;
}
