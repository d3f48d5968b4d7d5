import { updateChatSchema } from "@/lib/contracts/chats";
import { idParams } from "@/lib/contracts/common";
import { deleteChat } from "@/server/chats/delete-chat";
import { getChat } from "@/server/chats/get-chat";
import { updateChat } from "@/server/chats/update-chat";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint("GET /chats/{id}", { params: idParams }, (ctx, { params }) =>
  getChat(ctx, params.id),
);

export const PUT = endpoint(
  "PUT /chats/{id}",
  { params: idParams, body: updateChatSchema },
  (ctx, { params, body }) => updateChat(ctx, params.id, body),
);

export const DELETE = endpoint("DELETE /chats/{id}", { params: idParams }, (ctx, { params }) =>
  deleteChat(ctx, params.id),
);
