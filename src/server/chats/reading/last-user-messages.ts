import { db } from "@/server/db";

/**
 * When each of `userIds` last wrote a chat message (role user) in a chat of `organizationId` (users who never did
 * are left out): the idle check of the coach's home overview.
 */
export async function lastUserMessages(
  userIds: string[],
  organizationId: string,
): Promise<{ userId: string | null; at: Date | null }[]> {
  const groups = await db.message.groupBy({
    by: ["userId"],
    where: { userId: { in: userIds }, role: "user", chat: { organizationId } },
    _max: { createdAt: true },
  });
  return groups.map((g) => ({ userId: g.userId, at: g._max.createdAt }));
}
