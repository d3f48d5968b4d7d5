import { chats } from "@/lib/contracts/chats/endpoints";
import { lastChat } from "@/server/chats/lists/last-chat";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint(chats.lastChat, (ctx, { query }) => lastChat(ctx, query));
