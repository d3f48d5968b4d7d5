/**
 * The chat as a reply's `done` carries it, read in one prepared statement: the row `db.chat` answers with
 * `chatInclude` (chat-document.ts), relation id lists included. Every turn ends with this read, and through Prisma
 * it was seven queries and their compilation on the thread that serves the next turns (src/server/sql.ts).
 */
import { db } from "@/server/db";
import { type SqlStatement, sqlRows } from "@/server/sql";
import { messageInclude } from "../message-document";
import type { StoredMessage } from "./store-message";

const utc = (column: string) => `c."${column}" at time zone 'UTC' as "${column}"`;
const ids = (table: string, chatColumn: string, idColumn: string, name: string) =>
  `coalesce((select json_agg(json_build_object('id', x."${idColumn}") order by x."${idColumn}")
              from "${table}" x where x."${chatColumn}" = c.id), '[]'::json) as ${name}`;

const READ_CHAT: SqlStatement = {
  name: "chat-row",
  text: `
  select c.id, c."__v" as version, ${utc("createdAt")}, ${utc("updatedAt")}, c.type::text as type, c.title,
         c.image, c."organizationId", c.number, c."numberWithAgent", c.closed, c.assessed, c."shouldAssess",
         ${utc("assessedAt")}, c."hasAchievedGoal", c."hasChangedTitle", c."isFavorite", c."isArchived",
         c."threadId", c.mode::text as mode, c."additionalInstructions", c.model, c.temperature, c."maxTokens",
         c."areasToFocus", c."unreadMessagesByUser", c."messagesNumber", c."lastMessageId", ${utc("lastMessageAt")},
         c."durationInMinutes", c.summary, c.keywords, ${utc("summarizedAt")}, c."createdById", c."updatedById",
         ${ids("_ChatUsers", "A", "B", "users")},
         ${ids("_AgentToChat", "B", "A", "agents")},
         ${ids("_ChatAdmins", "A", "B", "admins")},
         ${ids("_ChatToTeam", "A", "B", "teams")},
         ${ids("_ChatToGoal", "A", "B", "goals")}
    from "Chat" c
   where c.id = $1`,
};

/**
 * `lastMessage`: the message just stored, which is the chat's last one unless another came after it; then that
 * one is read.
 */
export async function readChatRow(
  chatId: string,
  lastMessage: StoredMessage,
): Promise<Record<string, unknown>> {
  const [row] = await sqlRows<Record<string, unknown>>(READ_CHAT, [chatId]);
  if (!row) throw new Error(`chat ${chatId} is gone`);
  row.lastMessage =
    row.lastMessageId === lastMessage.id
      ? lastMessage
      : row.lastMessageId
        ? await db.message.findUnique({ where: { id: row.lastMessageId as string }, include: messageInclude })
        : null;
  return row;
}
