/**
 * Resets the caller's unread count of a chat. One atomic jsonb_set, so a message counted up by a concurrent send
 * to another participant is never lost; written without touching updatedAt or __v, since reading is no change
 * to the chat.
 */
import { db } from "@/server/db";

export async function markRead(chatId: string, userId: string): Promise<void> {
  await db.$executeRaw`
    UPDATE "Chat"
    SET "unreadMessagesByUser" = jsonb_set("unreadMessagesByUser", ARRAY[${userId}::text], '0'::jsonb, true)
    WHERE id = ${chatId}`;
}
