/**
 * The §3 Chat document: relations as id lists, `config` rebuilt from its columns, spec spellings of the enum
 * values (Prisma answers `agent_chat`), and `unreadMessagesByUser` as stored. `lastMessage` is the client-facing
 * message when it was loaded.
 */
import type { ChatType } from "@/lib/contracts/chats";
import { toDocument } from "@/server/http/document";
import { messageDocument, messageInclude } from "./message-document";

const ids = { select: { id: true } } as const;

export const chatInclude = {
  users: ids,
  agents: ids,
  admins: ids,
  teams: ids,
  goals: ids,
  lastMessage: { include: messageInclude },
} as const;

const ID_LISTS = ["users", "agents", "admins", "teams", "goals"] as const;
const CONFIG = ["mode", "additionalInstructions", "model", "temperature", "maxTokens"] as const;

export const CHAT_TYPE_OF: Record<string, ChatType> = {
  agent_chat: "agent-chat",
  group: "group",
  user_user: "user-user",
};
export const CHAT_TYPE_ROW: Record<ChatType, "agent_chat" | "group" | "user_user"> = {
  "agent-chat": "agent_chat",
  group: "group",
  "user-user": "user_user",
};

/** `row` is a chat read with `chatInclude` (or without relations: then the lists are empty). */
export function chatDocument(row: Record<string, unknown>, options: { hidden?: boolean } = {}) {
  const doc = toDocument(row, { omit: [...ID_LISTS, ...CONFIG, "lastMessage", "lastMessageId"] });
  doc.type = CHAT_TYPE_OF[row.type as string] ?? row.type;
  doc.config = Object.fromEntries(CONFIG.map((key) => [key, row[key] ?? null]));
  for (const key of ID_LISTS) doc[key] = ((row[key] ?? []) as { id: string }[]).map((r) => r.id);
  const last = row.lastMessage as Record<string, unknown> | null | undefined;
  doc.lastMessage = last
    ? messageDocument(last, { hidden: options.hidden ?? false })
    : (row.lastMessageId ?? null);
  return doc;
}
