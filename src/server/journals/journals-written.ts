import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";

/**
 * How many journal entries were written in `organizationId` since `from`, only those of `writers` (a User
 * where-clause) unless null: the usage the admin's home overview shows.
 */
export function journalsWrittenCount(
  organizationId: string,
  from: Date,
  writers: Prisma.UserWhereInput | null,
): Promise<number> {
  return db.journalEntry.count({
    where: { organizationId, createdAt: { gte: from }, ...(writers ? { user: { is: writers } } : {}) },
  });
}
