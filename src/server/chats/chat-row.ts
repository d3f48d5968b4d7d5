/**
 * A chat read in one prepared statement: the row `db.chat` answers with `chatInclude` (chat-document.ts), relation
 * id lists included (in id order; Prisma gives them in no promised order). Every chat turn ends with this read (the
 * chat a reply's `done` carries, live or re-attached), and so do opening, creating, renaming, favouriting and
 * archiving a chat; through Prisma it was seven queries and their compilation on the thread that serves the next
 * turns (src/server/sql.ts).
 */
import { db } from "@/server/db";
import { LINKS } from "@/server/links";
import { type SqlStatement, sqlRows } from "@/server/sql";
import type { ChatRow } from "./chat-document";
import { messageInclude } from "./message-document";
import type { StoredMessage } from "./send/store-message";

const utc = (column: string) => `c."${column}" at time zone 'UTC' as "${column}"`;
const ids = (link: { table: string; chat: string }, idColumn: string, name: string) =>
  `coalesce((select json_agg(json_build_object('id', x.${idColumn}) order by x.${idColumn})
              from ${link.table} x where x.${link.chat} = c.id), '[]'::json) as ${name}`;

/**
 * What READ_CHAT answers: the chat's columns (mode and type as text), its relation id lists, and (added after the
 * read) its last message, the stored one or Prisma's.
 */
export type ChatSqlRow = ChatRow & Required<Pick<ChatRow, "users" | "agents" | "admins" | "teams" | "goals">>;

const READ_CHAT: SqlStatement = {
  name: "chat-row",
  text: `
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
    from "Chat" c
   where c.id = $1`,
};

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
