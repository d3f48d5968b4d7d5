/**
 * Resets the caller's unread count of a chat. One atomic jsonb_set, so a message counted up by a concurrent send
 * to another participant is never lost; written without touching updatedAt or __v, since reading is no change
 * to the chat. A prepared statement: every reply's `done` runs it (src/server/sql.ts).
 */
import { type SqlStatement, sqlRows } from "@/server/sql";

const MARK_READ: SqlStatement = {
  name: "mark-read",
  text: `
  update "Chat"
     set "unreadMessagesByUser" = jsonb_set("unreadMessagesByUser", array[$2::text], '0'::jsonb, true)
   where id = $1`,
};

export async function markRead(chatId: string, userId: string): Promise<void> {
  await sqlRows(MARK_READ, [chatId, userId]);
}
