import { favoriteChatSchema } from "@/lib/contracts/chats";
import { idParams } from "@/lib/contracts/common";
import { favoriteChat } from "@/server/chats/favorite-chat";
import { endpoint } from "@/server/http/endpoint";

export const PUT = endpoint(
  "PUT /chats/favorite/{id}",
  { params: idParams, body: favoriteChatSchema },
  (ctx, { params, body }) => favoriteChat(ctx, params.id, body.isFavorite),
);
