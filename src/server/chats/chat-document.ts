/**
 * The §3 Chat document: relations as id lists, `config` rebuilt from its columns, spec spellings of the enum
 * values (Prisma answers `agent_chat`), and `unreadMessagesByUser` as stored. `lastMessage` is the client-facing
 * message when it was loaded.
 */
import type { ChatType as PrismaChatType } from "@/generated/prisma/client";
import type { Sendable } from "@/lib/api/define";
import type { ChatDocument, ChatModeValue, ChatType } from "@/lib/contracts/chats";
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

/**
 * A chat row: read with `chatInclude` through Prisma or by readChatRow (chat-row.ts), or carried by a chat event
 * (events carry rows as records, so the columns are read by name here).
 */
export type ChatRowLike = Record<string, unknown>;

type Json = Record<string, unknown>;
const idList = (value: unknown) => ((value ?? []) as { id: string }[]).map((r) => r.id);
const orNull = <T>(value: unknown) => (value ?? null) as T | null;

/** `row` is a chat read with `chatInclude` (or without relations: then the lists are empty). */
export function chatDocument(row: ChatRowLike, options: { hidden?: boolean } = {}): Sendable<ChatDocument> {
  const last = row.lastMessage as Json | null | undefined;
  return {
    _id: row.id as string,
    __v: row.version as number,
    createdAt: row.createdAt as Date,
    updatedAt: row.updatedAt as Date,
    // Prisma reads its identifier (agent_chat), the hot-path SQL the stored value (agent-chat).
    type: CHAT_TYPE_OF[row.type as PrismaChatType] ?? (row.type as ChatType),
    title: orNull<string>(row.title),
    image: orNull<string>(row.image),
    organization: orNull<string>(row.organizationId),
    number: orNull<number>(row.number),
    numberWithAgent: orNull<number>(row.numberWithAgent),
    closed: row.closed as boolean,
    assessed: row.assessed as boolean,
    shouldAssess: row.shouldAssess as boolean,
    assessedAt: orNull<Date>(row.assessedAt),
    hasAchievedGoal: row.hasAchievedGoal as boolean,
    hasChangedTitle: row.hasChangedTitle as boolean,
    isFavorite: row.isFavorite as boolean,
    isArchived: row.isArchived as boolean,
    threadId: orNull<string>(row.threadId),
    areasToFocus: row.areasToFocus as Json[],
    unreadMessagesByUser: row.unreadMessagesByUser as Record<string, number>,
    messagesNumber: row.messagesNumber as number,
    lastMessageAt: orNull<Date>(row.lastMessageAt),
    durationInMinutes: orNull<number>(row.durationInMinutes),
    summary: orNull<string>(row.summary),
    keywords: row.keywords as string[],
    summarizedAt: orNull<Date>(row.summarizedAt),
    createdBy: orNull<string>(row.createdById),
    updatedBy: orNull<string>(row.updatedById),
    config: {
      mode: row.mode as ChatModeValue,
      additionalInstructions: orNull<string>(row.additionalInstructions),
      model: orNull<string>(row.model),
      temperature: orNull<number>(row.temperature),
      maxTokens: orNull<number>(row.maxTokens),
    },
    users: idList(row.users),
    agents: idList(row.agents),
    admins: idList(row.admins),
    teams: idList(row.teams),
    goals: idList(row.goals),
    lastMessage: last
      ? messageDocument(last, { hidden: options.hidden ?? false })
      : orNull<string>(row.lastMessageId),
  };
}
