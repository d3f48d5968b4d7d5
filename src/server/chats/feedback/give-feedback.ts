/**
 * PUT /chats/messages/{id}/feedback: a participant's thumbs up or down on an agent's reply in their own chat, with
 * an optional comment. Giving it again replaces it (one per person and reply). The reply's text is kept with it, so
 * the feedback still says what it was about once the reply is regenerated. Anything else ('Message not found' for a
 * message outside the caller's chats or not an agent's reply) changes nothing.
 */
import type { MessageFeedbackInput } from "@/lib/contracts/chats/schemas";
import { notFound } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { writableChats } from "../scope";

export async function findRatableReply(ctx: RequestContext, messageId: string) {
  const message = await db.message.findFirst({
    where: { id: messageId, role: "assistant", chat: writableChats(ctx) },
    select: {
      id: true,
      chatId: true,
      agentId: true,
      content: true,
      chat: { select: { organizationId: true } },
    },
  });
  if (!message) throw notFound("Message");
  return message;
}

export async function giveFeedback(ctx: RequestContext, messageId: string, input: MessageFeedbackInput) {
  const message = await findRatableReply(ctx, messageId);
  const row = await db.messageFeedback.upsert({
    where: { messageId_userId: { messageId: message.id, userId: ctx.user._id } },
    create: {
      messageId: message.id,
      chatId: message.chatId,
      userId: ctx.user._id,
      agentId: message.agentId,
      organizationId: message.chat.organizationId,
      rating: input.rating,
      comment: input.comment,
      reply: message.content,
    },
    update: {
      rating: input.rating,
      comment: input.comment,
      reply: message.content,
      version: { increment: 1 },
    },
  });
  return {
    _id: row.id,
    __v: row.version,
    message: row.messageId,
    chat: row.chatId,
    user: row.userId,
    rating: row.rating === -1 ? (-1 as const) : (1 as const),
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
