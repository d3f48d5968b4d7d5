import { lastChatQuerySchema } from "@/lib/contracts/chats";
import { lastChat } from "@/server/chats/last-chat";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint("GET /chats/last-chat", { query: lastChatQuerySchema }, (ctx, { query }) =>
  lastChat(ctx, query),
);
