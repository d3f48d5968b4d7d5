import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";

/** Which chats the assessments domain looks for (src/server/assessments/due-items.ts says what is due). */
export interface DueChatsFilter {
  organizationId: string;
  /** Whose chats (the athlete is the chat's creator): a User where-clause. */
  users: Prisma.UserWhereInput;
  /** Ignore shouldAssess. */
  force?: boolean;
  /** A claim (assessed, no assessedAt) untouched since before this was abandoned: the chat is due again. */
  abandonedClaimBefore: Date;
}

/**
 * The chats due for assessment: agent chats, closed, not assessed (or with an abandoned claim), with at least one
 * user message, shouldAssess unless forced; oldest last message first, at most `take`, with the count of all of
 * them.
 */
export async function chatsDueForAssessment(
  filter: DueChatsFilter,
  take: number,
): Promise<{ rows: { id: string; title: string | null; createdById: string | null }[]; total: number }> {
  const where = {
    organizationId: filter.organizationId,
    type: "agent_chat" as const,
    closed: true,
    OR: [
      { assessed: false },
      { assessed: true, assessedAt: null, updatedAt: { lt: filter.abandonedClaimBefore } },
    ],
    ...(filter.force ? {} : { shouldAssess: true }),
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
