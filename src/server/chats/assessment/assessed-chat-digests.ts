/**
 * A person's assessed agent chats since a moment, newest first, as the routine assessment reads them (src/server/
 * memory): how many there are, and the title, summary and topics of the latest few.
 */
import { db } from "@/server/db";

export interface ChatDigest {
  title: string | null;
  summary: string | null;
  keywords: string[];
}

export async function assessedChatDigests(
  userId: string,
  organizationId: string,
  since: Date | null,
  limit: number,
): Promise<{ count: number; latest: ChatDigest[] }> {
  const where = {
    organizationId,
    type: "agent_chat" as const,
    participantIds: { has: userId },
    assessed: true,
    assessedAt: since ? { gt: since } : { not: null },
  };
  const [count, latest] = await Promise.all([
    db.chat.count({ where }),
    db.chat.findMany({
      where,
      orderBy: { assessedAt: "desc" },
      take: limit,
      select: { title: true, summary: true, keywords: true },
    }),
  ]);
  return { count, latest };
}
