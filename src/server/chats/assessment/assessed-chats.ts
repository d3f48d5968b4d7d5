import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";

/** An assessed chat with the areas to focus its assessment stored (JSON as written by chats/assessment/assessment-claim.ts). */
export interface AssessedChat {
  id: string;
  title: string | null;
  assessedAt: Date | null;
  areasToFocus: Prisma.JsonValue;
}

/**
 * The `take` chats of user `userId` (their creator) in `organizationId` whose assessment finished, the latest
 * first: the areas to focus a user's assessments page shows.
 */
export function recentlyAssessedChats(
  organizationId: string,
  userId: string,
  take: number,
): Promise<AssessedChat[]> {
  return db.chat.findMany({
    where: {
      organizationId,
      createdById: userId,
      assessed: true,
      assessedAt: { not: null },
    },
    select: { id: true, title: true, assessedAt: true, areasToFocus: true },
    orderBy: [{ assessedAt: "desc" }, { id: "desc" }],
    take,
  });
}
