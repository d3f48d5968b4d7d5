/**
 * The §3 client-facing message shape: chat, message, role, details, createdAt, justification, user, agent,
 * senderId, id, number, files, name, metaContent. `details` and `metaContent` are hidden info: present only for
 * callers with canViewChatHiddenInfo (`hidden: true`). An agent's reply also says its `status` (from the details,
 * so that everyone sees a stopped or failed reply) and, where the caller's feedback was read, `feedback`.
 */
import type { File as FileRow, Message } from "@/generated/prisma/client";
import type { Sendable } from "@/lib/api/define";
import { type ChatMessage, REPLY_STATUSES, type ReplyStatus } from "@/lib/contracts/chats/schemas";
import { fileReference } from "@/server/files/file-reference";

const REPLY_STATUS_SET = new Set<string>(REPLY_STATUSES);

/** Attachments in the order they were uploaded (a recording before nothing else; a spoken reply alone). */
export const messageInclude = { files: { orderBy: { createdAt: "asc" } } } as const;

/**
 * A message row: Prisma's (with `messageInclude`), the SQL pipeline's StoredMessage, or one carried by an event.
 * Its attachments when they were read, and the caller's own feedback when the history included it.
 */
export type MessageRow = Message & {
  /** File rows; the SQL pipeline's come as JSON (dates as text), which fileReference reads alike. */
  files?: FileRow[] | Record<string, unknown>[];
  feedback?: { rating: number; comment: string }[];
};

export function messageDocument(row: MessageRow, options: { hidden: boolean }): Sendable<ChatMessage> {
  const userId = (row.userId as string | null) ?? null;
  const agentId = (row.agentId as string | null) ?? null;
  const doc: Sendable<ChatMessage> = {
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
  if (doc.role === "assistant") {
    const details = row.details as {
      status?: string;
      safeguarding?: { support?: { contacts?: unknown } };
    } | null;
    const status = details?.status;
    doc.status = REPLY_STATUS_SET.has(status as string) ? (status as ReplyStatus) : "done";
    const support = details?.safeguarding?.support;
    if (support) doc.support = { contacts: typeof support.contacts === "string" ? support.contacts : "" };
    // Only read when the caller's feedback was included (history); other answers leave it out.
    const own = row.feedback as { rating: number; comment: string }[] | undefined;
    if (own)
      doc.feedback = own[0] ? { rating: own[0].rating === -1 ? -1 : 1, comment: own[0].comment } : null;
  }
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
