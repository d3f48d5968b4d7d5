import { chats } from "@/lib/contracts/chats/endpoints";
import { favoriteChat } from "@/server/chats/lifecycle/favorite-chat";
import { endpoint } from "@/server/http/endpoint";

export const PUT = endpoint(chats.favorite, (ctx, { params, body }) =>
  favoriteChat(ctx, params.id, body.isFavorite),
);
