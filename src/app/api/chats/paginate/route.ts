import { chats } from "@/lib/contracts/chats/endpoints";
import { paginateChats } from "@/server/chats/lists/paginate-chats";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(chats.paginate, (ctx, { body }) => paginateChats(ctx, body));
