import { type DueFilter, dueWhere } from "@/server/assessed-claim";
import { db } from "@/server/db";

/**
 * The chats due for assessment: agent chats, closed, not assessed (or with an abandoned claim), with at least one
 * user message, shouldAssess unless forced; oldest last message first, at most `take`, with the count of all of
 * them.
 */
export async function chatsDueForAssessment(
  filter: DueFilter,
  take: number,
): Promise<{ rows: { id: string; title: string | null; createdById: string | null }[]; total: number }> {
  const where = {
    ...dueWhere(filter),
    type: "agent_chat" as const,
    closed: true,
    createdBy: filter.users,
    messages: { some: { role: "user" as const } },
  };
  const [rows, total] = await Promise.all([
    db.chat.findMany({
      where,
      select: { id: true, title: true, createdById: true },
      orderBy: [{ lastMessageAt: "asc" }, { id: "asc" }],
      take,
    }),
    db.chat.count({ where }),
  ]);
  return { rows, total };
}
