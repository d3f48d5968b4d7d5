import { chats } from "@/lib/contracts/chats/endpoints";
import { chatWindows } from "@/server/chats/lists/chat-windows";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint(chats.windows, (ctx) => chatWindows(ctx));
