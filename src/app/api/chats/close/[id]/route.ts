import { closeChatSchema } from "@/lib/contracts/chats";
import { idParams } from "@/lib/contracts/common";
import { closeChat } from "@/server/chats/close-chat";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(
  "POST /chats/close/{id}",
  { params: idParams, body: closeChatSchema },
  (ctx, { params, body }) => closeChat(ctx, params.id, body),
);
