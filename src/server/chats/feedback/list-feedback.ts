/**
 * GET /chats/feedback (admins): what people said of the agents' replies in the organisation the call acts in,
 * newest first, with the chat, the person, the agent and the start of the reply; counts of up and down for the
 * whole organisation.
 */

import type { z } from "zod";
import type { Sendable } from "@/lib/api/define";
import type { FeedbackList, feedbackListQuerySchema } from "@/lib/contracts/chats/schemas";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";

const REPLY_PREVIEW = 240;

export async function listFeedback(
  ctx: RequestContext,
  query: z.infer<typeof feedbackListQuerySchema>,
): Promise<Sendable<FeedbackList>> {
  const inOrganization = { organizationId: ctx.organizationId };
  const where = { ...inOrganization, ...(query.rating ? { rating: query.rating } : {}) };
  const [rows, total, grouped] = await Promise.all([
    db.messageFeedback.findMany({
      where,
      orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
      skip: query.offset,
      take: query.limit,
      include: {
        user: { select: { id: true, name: true, email: true } },
        agent: { select: { id: true, name: true } },
        chat: { select: { id: true, title: true } },
      },
    }),
    db.messageFeedback.count({ where }),
    db.messageFeedback.groupBy({ by: ["rating"], where: inOrganization, _count: { _all: true } }),
  ]);
  const count = (rating: number) => grouped.find((g) => g.rating === rating)?._count._all ?? 0;
  return {
    items: rows.map((row) => ({
      _id: row.id,
      rating: row.rating === -1 ? -1 : 1,
      comment: row.comment,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      chat: { _id: row.chat.id, title: row.chat.title },
      user: { _id: row.user.id, name: row.user.name, email: row.user.email },
      agent: row.agent ? { _id: row.agent.id, name: row.agent.name } : null,
      reply: row.reply.length > REPLY_PREVIEW ? `${row.reply.slice(0, REPLY_PREVIEW - 1)}…` : row.reply,
    })),
    total,
    counts: { up: count(1), down: count(-1) },
  };
}
