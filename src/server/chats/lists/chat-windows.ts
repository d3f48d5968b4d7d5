import type { RequestContext } from "@/server/http/context";
import { chatView } from "../reading/chat-view";
import { canViewHiddenInfo, writableChats } from "../scope";
import { mostRecentChats } from "./chat-order";

/** How many chat windows the dashboard keeps open at once. */
export const CHAT_WINDOWS_MAX = 10;

/** GET /chats/windows — the caller's open, unarchived chats, most recent activity first. */
export async function chatWindows(ctx: RequestContext) {
  const rows = await mostRecentChats(
    { ...writableChats(ctx), closed: false, isArchived: false },
    CHAT_WINDOWS_MAX,
  );
  const hidden = canViewHiddenInfo(ctx);
  return rows.map((row) => chatView(ctx, row, hidden));
}
