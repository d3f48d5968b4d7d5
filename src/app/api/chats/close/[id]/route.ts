import { chats } from "@/lib/contracts/chats/endpoints";
import { closeChat } from "@/server/chats/lifecycle/close-chat";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(chats.close, (ctx, { params, body }) => closeChat(ctx, params.id, body));
