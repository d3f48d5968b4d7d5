import type { z } from "zod";
import type { lastChatQuerySchema } from "@/lib/contracts/chats/schemas";
import type { RequestContext } from "@/server/http/context";
import { chatView } from "../reading/chat-view";
import { canViewHiddenInfo, writableChats } from "../scope";
import { mostRecentChats } from "./chat-order";

/**
 * GET /chats/last-chat — the caller's most recently active open agent chat (not closed, not archived), with
 * that agent or in that mode when asked; null when there is none, so the client starts a new one.
 */
export async function lastChat(ctx: RequestContext, query: z.infer<typeof lastChatQuerySchema>) {
  const rows = await mostRecentChats(
    {
      ...writableChats(ctx),
      type: "agent_chat",
      closed: false,
      isArchived: false,
      ...(query.agentId ? { agents: { some: { id: query.agentId } } } : {}),
      ...(query.mode ? { mode: query.mode } : {}),
    },
    1,
  );
  return rows[0] ? chatView(ctx, rows[0], canViewHiddenInfo(ctx)) : null;
}
