import { db } from "@/server/db";

/** How many chats a user takes part in, and how many of them are assessed (for the user's metrics). */
export async function chatCounts(userId: string): Promise<{ total: number; assessed: number }> {
  const [total, assessed] = await Promise.all([
    db.chat.count({ where: { users: { some: { id: userId } } } }),
    db.chat.count({ where: { users: { some: { id: userId } }, assessed: true } }),
  ]);
  return { total, assessed };
}
