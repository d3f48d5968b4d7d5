/**
 * The §3 Chat document: relations as id lists, `config` rebuilt from its columns, spec spellings of the enum
 * values (Prisma answers `agent_chat`), and `unreadMessagesByUser` as stored. `lastMessage` is the client-facing
 * message when it was loaded.
 */

import { pick } from "es-toolkit";
import type { Chat, ChatType as PrismaChatType } from "@/generated/prisma/client";
import type { Sendable } from "@/lib/api/define";
import type { ChatDocument, ChatModeValue, ChatType } from "@/lib/contracts/chats/schemas";
import { type MessageRow, messageDocument } from "./message-document";

/**
 * The one map of chat-type spellings: the API's (which is also what the database stores, through the schema's
 * @map, and what SQL reads with `type::text`) to Prisma's identifiers, and back.
 */
export const CHAT_TYPE_ROW = {
  "agent-chat": "agent_chat",
  group: "group",
  "user-user": "user_user",
} as const satisfies Record<ChatType, PrismaChatType>;
export const CHAT_TYPE_OF = Object.fromEntries(
  Object.entries(CHAT_TYPE_ROW).map(([api, row]) => [row, api]),
) as Record<PrismaChatType, ChatType>;

type RelationIds = { id: string }[];

/**
 * A chat row: read by chat-row.ts (the one reader), or written by Prisma (an update's answer) and carried by a chat
 * event. Prisma answers type and mode as its identifiers, the SQL as stored text, hence either spelling. Without
 * relations, the id lists are empty; `lastMessage` is there when it was read.
 */
export type ChatRow = Omit<Chat, "type" | "mode"> & {
  type: PrismaChatType | ChatType;
  mode: string;
  users?: RelationIds;
  agents?: RelationIds;
  admins?: RelationIds;
  teams?: RelationIds;
  goals?: RelationIds;
  lastMessage?: MessageRow | null;
};

const idList = (rows: RelationIds | undefined) => (rows ?? []).map((r) => r.id);

/** `row` is a chat read by chat-row.ts (or without relations: then the lists are empty). */
export function chatDocument(row: ChatRow, options: { hidden?: boolean } = {}): Sendable<ChatDocument> {
  return {
    _id: row.id,
    __v: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    // Prisma reads its identifier (agent_chat), the hot-path SQL the stored value (agent-chat).
    type: CHAT_TYPE_OF[row.type as PrismaChatType] ?? (row.type as ChatType),
    title: row.title,
    image: row.image,
    organization: row.organizationId,
    ...pick(row, [
      "number",
      "numberWithAgent",
      "closed",
      "assessed",
      "shouldAssess",
      "assessedAt",
      "hasAchievedGoal",
      "hasChangedTitle",
      "isFavorite",
      "isArchived",
      "threadId",
    ]),
    areasToFocus: row.areasToFocus as Record<string, unknown>[],
    unreadMessagesByUser: row.unreadMessagesByUser as Record<string, number>,
    ...pick(row, [
      "messagesNumber",
      "lastMessageAt",
      "durationInMinutes",
      "summary",
      "keywords",
      "summarizedAt",
    ]),
    createdBy: row.createdById,
    updatedBy: row.updatedById,
    config: {
      mode: row.mode as ChatModeValue,
      ...pick(row, ["additionalInstructions", "model", "temperature", "maxTokens"]),
    },
    users: idList(row.users),
    agents: idList(row.agents),
    admins: idList(row.admins),
    teams: idList(row.teams),
    goals: idList(row.goals),
    lastMessage: row.lastMessage
      ? messageDocument(row.lastMessage, { hidden: options.hidden ?? false })
      : row.lastMessageId,
  };
}
