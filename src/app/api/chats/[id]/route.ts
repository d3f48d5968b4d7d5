import { chats } from "@/lib/contracts/chats/endpoints";
import { deleteChat } from "@/server/chats/lifecycle/delete-chat";
import { updateChat } from "@/server/chats/lifecycle/update-chat";
import { getChat } from "@/server/chats/reading/get-chat";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint(chats.get, (ctx, { params }) => getChat(ctx, params.id));

export const PUT = endpoint(chats.update, (ctx, { params, body }) => updateChat(ctx, params.id, body));

export const DELETE = endpoint(chats.remove, (ctx, { params }) => deleteChat(ctx, params.id));
