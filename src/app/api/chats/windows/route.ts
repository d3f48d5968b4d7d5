import { chats } from "@/lib/api/endpoints/chats";
import { chatWindows } from "@/server/chats/lists/chat-windows";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint(chats.windows, (ctx) => chatWindows(ctx));
