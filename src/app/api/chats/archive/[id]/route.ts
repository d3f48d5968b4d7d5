import { archiveChatSchema } from "@/lib/contracts/chats";
import { idParams } from "@/lib/contracts/common";
import { archiveChat } from "@/server/chats/archive-chat";
import { endpoint } from "@/server/http/endpoint";

export const PUT = endpoint(
  "PUT /chats/archive/{id}",
  { params: idParams, body: archiveChatSchema },
  (ctx, { params, body }) => archiveChat(ctx, params.id, body.isArchived),
);
