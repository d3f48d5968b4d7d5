import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { loadChatView } from "../reading/chat-view";
import { canViewHiddenInfo, findWritableChat } from "../scope";

/** PUT /chats/favorite/{id} — the caller's own chats, closed ones too. */
export async function favoriteChat(ctx: RequestContext, id: string, isFavorite: boolean) {
  await findWritableChat(ctx, id);
  await db.chat.update({ where: { id }, data: { isFavorite, updatedById: ctx.user._id } });
  return loadChatView(ctx, id, canViewHiddenInfo(ctx));
}
