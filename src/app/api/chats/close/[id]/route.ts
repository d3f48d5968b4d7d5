import { chats } from "@/lib/api/endpoints/chats";
import { closeChat } from "@/server/chats/lifecycle/close-chat";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(chats.close, (ctx, { params, body }) => closeChat(ctx, params.id, body));
