import { chats } from "@/lib/contracts/chats/endpoints";
import { archiveChat } from "@/server/chats/lifecycle/archive-chat";
import { endpoint } from "@/server/http/endpoint";

export const PUT = endpoint(chats.archive, (ctx, { params, body }) =>
  archiveChat(ctx, params.id, body.isArchived),
);
