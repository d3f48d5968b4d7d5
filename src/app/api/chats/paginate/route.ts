import { chatPaginateSchema } from "@/lib/contracts/chats";
import { paginateChats } from "@/server/chats/paginate-chats";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint("POST /chats/paginate", { body: chatPaginateSchema }, (ctx, { body }) =>
  paginateChats(ctx, body),
);
