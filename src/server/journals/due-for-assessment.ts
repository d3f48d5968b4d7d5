import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";

/** Which journal entries the assessments domain looks for (src/server/assessments/due-items.ts says what is due). */
export interface DueJournalsFilter {
  organizationId: string;
  /** Whose entries: a User where-clause. */
  users: Prisma.UserWhereInput;
  /** Ignore shouldAssess. */
  force?: boolean;
  /** A claim (assessed, no assessedAt) untouched since before this was abandoned: the entry is due again. */
  abandonedClaimBefore: Date;
}

/**
 * The journal entries due for assessment: not drafts, not assessed (or with an abandoned claim), shouldAssess
 * unless forced; oldest first, at most `take`, with the count of all of them.
 */
export async function journalsDueForAssessment(
  filter: DueJournalsFilter,
  take: number,
): Promise<{ rows: { id: string; title: string; userId: string }[]; total: number }> {
  const where = {
    organizationId: filter.organizationId,
    draft: false,
    OR: [
      { assessed: false },
      { assessed: true, assessedAt: null, updatedAt: { lt: filter.abandonedClaimBefore } },
    ],
    ...(filter.force ? {} : { shouldAssess: true }),
    user: filter.users,
  };
  const [rows, total] = await Promise.all([
    db.journalEntry.findMany({
      where,
      select: { id: true, title: true, userId: true },
      orderBy: [{ date: "asc" }, { id: "asc" }],
      take,
    }),
    db.journalEntry.count({ where }),
  ]);
  return { rows, total };
}
