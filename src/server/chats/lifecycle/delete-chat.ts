import { notFound } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { readChatRow } from "../reading/chat-row";
import { chatView } from "../reading/chat-view";
import { canViewHiddenInfo, deletableChats } from "../scope";

/**
 * DELETE /chats/{id} — the caller's own chats, or any agent chat an admin may read. Its messages go with it
 * (cascade); usage reports and notes that point at it keep their figures and lose the link. Answers the deleted
 * document.
 */
export async function deleteChat(ctx: RequestContext, id: string) {
  const found = await db.chat.findFirst({ where: { id, ...deletableChats(ctx) }, select: { id: true } });
  const row = found ? await readChatRow(found.id) : null;
  if (!row) throw notFound("Chat");
  const doc = chatView(ctx, row, canViewHiddenInfo(ctx));
  await db.chat.delete({ where: { id } });
  return doc;
}
