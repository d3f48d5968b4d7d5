/**
 * The one reader of chat rows (ChatRow, chat-document.ts): one prepared statement gives the columns and the relation
 * id lists (in id order), and the last messages follow in one query. Every chat turn ends with this read (the chat a
 * reply's `done` carries, live or re-attached), and so do opening, creating, renaming, favouriting, archiving,
 * closing and deleting a chat, and the chat lists (which page ids through Prisma, then read the rows here). Through
 * Prisma's `include` it was seven queries and their compilation on the thread that serves the next turns
 * (src/server/sql.ts), and a second description of the same row.
 */
import { db } from "@/server/db";
import { LINKS } from "@/server/links";
import { type SqlStatement, sqlRows } from "@/server/sql";
import type { StoredMessage } from "../send/store-message";
import type { ChatRow } from "./chat-document";
import { messageInclude } from "./message-document";

const utc = (column: string) => `c."${column}" at time zone 'UTC' as "${column}"`;
const ids = (link: { table: string; chat: string }, idColumn: string, name: string) =>
  `coalesce((select json_agg(json_build_object('id', x.${idColumn}) order by x.${idColumn})
              from ${link.table} x where x.${link.chat} = c.id), '[]'::json) as ${name}`;

/**
 * What READ_CHAT answers: the chat's columns (mode and type as text), its relation id lists, and (added after the
 * read) its last message, the stored one or Prisma's.
 */
export type ChatSqlRow = ChatRow & Required<Pick<ChatRow, "users" | "agents" | "admins" | "teams" | "goals">>;

const SELECT_CHAT = `
  select c.id, c."__v" as version, ${utc("createdAt")}, ${utc("updatedAt")}, c.type::text as type, c.title,
         c.image, c."organizationId", c.number, c."numberWithAgent", c.closed, c.assessed, c."shouldAssess",
         ${utc("assessedAt")}, c."hasAchievedGoal", c."hasChangedTitle", c."isFavorite", c."isArchived",
         c."threadId", c.mode::text as mode, c."additionalInstructions", c.model, c.temperature, c."maxTokens",
         c."areasToFocus", c."unreadMessagesByUser", c."messagesNumber", c."lastMessageId", ${utc("lastMessageAt")},
         c."durationInMinutes", c.summary, c.keywords, ${utc("summarizedAt")}, c."createdById", c."updatedById",
         ${ids(LINKS.chatUsers, LINKS.chatUsers.user, "users")},
         ${ids(LINKS.agentToChat, LINKS.agentToChat.agent, "agents")},
         ${ids(LINKS.chatAdmins, LINKS.chatAdmins.user, "admins")},
         ${ids(LINKS.chatToTeam, LINKS.chatToTeam.team, "teams")},
         ${ids(LINKS.chatToGoal, LINKS.chatToGoal.goal, "goals")}
    from "Chat" c`;

const READ_CHAT: SqlStatement = { name: "chat-row", text: `${SELECT_CHAT} where c.id = $1` };
const READ_CHATS: SqlStatement = { name: "chat-rows", text: `${SELECT_CHAT} where c.id = any($1::text[])` };

/**
 * Null when there is no such chat. `justStored`: a message the caller has just stored, used as the chat's last
 * message when it still is; otherwise the last message is read.
 */
export async function readChatRow(chatId: string, justStored?: StoredMessage): Promise<ChatSqlRow | null> {
  const [row] = await sqlRows<ChatSqlRow>(READ_CHAT, [chatId]);
  if (!row) return null;
  const lastId = row.lastMessageId as string | null;
  row.lastMessage =
    lastId === null
      ? null
      : lastId === justStored?.id
        ? justStored
        : await db.message.findUnique({ where: { id: lastId }, include: messageInclude });
  return row;
}

/** The chats of `chatIds` in that order (ids without a chat are left out), each with its last message. */
export async function readChatRows(chatIds: string[]): Promise<ChatSqlRow[]> {
  if (chatIds.length === 0) return [];
  const rows = await sqlRows<ChatSqlRow>(READ_CHATS, [chatIds]);
  const lastIds = rows.map((row) => row.lastMessageId).filter((id): id is string => id !== null);
  const messages = lastIds.length
    ? await db.message.findMany({ where: { id: { in: lastIds } }, include: messageInclude })
    : [];
  const messageById = new Map(messages.map((message) => [message.id, message]));
  const rowById = new Map(rows.map((row) => [row.id, row]));
  return chatIds.flatMap((id) => {
    const row = rowById.get(id);
    if (!row) return [];
    row.lastMessage = row.lastMessageId === null ? null : (messageById.get(row.lastMessageId) ?? null);
    return [row];
  });
}
