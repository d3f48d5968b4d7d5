/**
 * The §3 client-facing message shape: chat, message, role, details, createdAt, justification, user, agent,
 * senderId, id, number, files, name, metaContent. `details` and `metaContent` are hidden info: present only for
 * callers with canViewChatHiddenInfo (`hidden: true`).
 */
import type { File as FileRow } from "@/generated/prisma/client";
import type { ChatMessage } from "@/lib/contracts/chats";
import { fileReference } from "@/server/files/file-reference";

/** Attachments in the order they were uploaded (a recording before nothing else; a spoken reply alone). */
export const messageInclude = { files: { orderBy: { createdAt: "asc" } } } as const;

export function messageDocument(row: Record<string, unknown>, options: { hidden: boolean }): ChatMessage {
  const userId = (row.userId as string | null) ?? null;
  const agentId = (row.agentId as string | null) ?? null;
  const doc: ChatMessage = {
    id: row.id as string,
    chat: row.chatId as string,
    message: (row.content as string) ?? "",
    role: row.role as ChatMessage["role"],
    createdAt: (row.createdAt as Date).toISOString(),
    justification: (row.justification as string | null) ?? null,
    user: userId,
    agent: agentId,
    senderId: userId ?? agentId,
    number: (row.number as number | null) ?? null,
    files: ((row.files ?? []) as FileRow[]).map(fileReference),
    name: (row.name as string | null) ?? null,
    idFromClient: (row.idFromClient as string | null) ?? null,
  };
  if (options.hidden) {
    doc.details = (row.details as Record<string, unknown> | null) ?? null;
    doc.metaContent = (row.metaContent as ChatMessage["metaContent"]) ?? [];
  }
  return doc;
}

/** System and developer messages are hidden info too. */
export function isVisibleMessage(role: string, hidden: boolean): boolean {
  return hidden || role === "user" || role === "assistant";
}
