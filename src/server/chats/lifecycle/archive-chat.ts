import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { loadChatView } from "../reading/chat-view";
import { canViewHiddenInfo, findWritableChat } from "../scope";

/** PUT /chats/archive/{id} — the caller's own chats, closed ones too. Archived chats leave the default lists. */
export async function archiveChat(ctx: RequestContext, id: string, isArchived: boolean) {
  await findWritableChat(ctx, id);
  await db.chat.update({ where: { id }, data: { isArchived, updatedById: ctx.user._id } });
  return loadChatView(ctx, id, canViewHiddenInfo(ctx));
}
