/**
 * Stores one message in a chat: the next number in the chat (chat.messagesNumber + 1, taken under the chat row's
 * lock, so concurrent sends never share a number), the chat's lastMessage and lastMessageAt, and
 * unreadMessagesByUser +1 for every participant but the sender. Publishes nothing: callers decide which event the
 * message is part of.
 */
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";
import { messageInclude } from "../message-document";

export interface NewMessage {
  role: "user" | "assistant" | "system" | "developer";
  content: string;
  userId?: string | null;
  agentId?: string | null;
  idFromClient?: string | null;
  replyToMessageId?: string | null;
  metaContent?: Prisma.InputJsonValue;
  details?: Prisma.InputJsonValue;
  files?: string[];
}

type Counts = Record<string, number>;

function bumpUnread(current: unknown, participants: string[], senderId: string | null): Counts {
  const counts: Counts = { ...((current ?? {}) as Counts) };
  for (const id of participants) if (id !== senderId) counts[id] = (counts[id] ?? 0) + 1;
  return counts;
}

export async function storeMessage(chatId: string, message: NewMessage) {
  return db.$transaction(async (tx) => {
    // The increment takes the row lock first; everything below reads the locked row.
    const chat = await tx.chat.update({
      where: { id: chatId },
      data: { messagesNumber: { increment: 1 } },
      select: {
        messagesNumber: true,
        unreadMessagesByUser: true,
        users: { select: { id: true } },
        admins: { select: { id: true } },
      },
    });
    const row = await tx.message.create({
      data: {
        chatId,
        role: message.role,
        content: message.content,
        userId: message.userId ?? null,
        agentId: message.agentId ?? null,
        idFromClient: message.idFromClient ?? null,
        replyToMessageId: message.replyToMessageId ?? null,
        metaContent: message.metaContent ?? [],
        details: message.details,
        number: chat.messagesNumber,
        files: message.files?.length ? { connect: message.files.map((id) => ({ id })) } : undefined,
      },
      include: messageInclude,
    });
    const participants = [...new Set([...chat.users, ...chat.admins].map((u) => u.id))];
    await tx.chat.update({
      where: { id: chatId },
      data: {
        lastMessageId: row.id,
        lastMessageAt: row.createdAt,
        unreadMessagesByUser: bumpUnread(chat.unreadMessagesByUser, participants, message.userId ?? null),
      },
    });
    return row;
  });
}
