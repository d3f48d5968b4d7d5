import { chats } from "@/lib/contracts/chats/endpoints";
import { chatsByUser } from "@/server/chats/lists/chats-by-user";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint(chats.byUser, (ctx, { params, query }) => chatsByUser(ctx, params.id, query));
