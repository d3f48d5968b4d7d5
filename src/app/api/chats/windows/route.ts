import { chatWindows } from "@/server/chats/chat-windows";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint("GET /chats/windows", {}, (ctx) => chatWindows(ctx));
