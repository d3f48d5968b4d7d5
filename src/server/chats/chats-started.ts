import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";

/**
 * How many chats were started in `organizationId` since `from`, only those created by `creators` (a User
 * where-clause) unless null: the usage the admin's home overview shows.
 */
export function chatsStartedCount(
  organizationId: string,
  from: Date,
  creators: Prisma.UserWhereInput | null,
): Promise<number> {
  return db.chat.count({
    where: {
      organizationId,
      createdAt: { gte: from },
      ...(creators ? { createdBy: { is: creators } } : {}),
    },
  });
}
