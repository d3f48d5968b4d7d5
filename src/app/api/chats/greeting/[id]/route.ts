import { idParams } from "@/lib/contracts/common";
import { greetChat } from "@/server/chats/greeting";
import { sseEndpoint } from "@/server/http/sse";

export const POST = sseEndpoint("POST /chats/greeting/{id}", { params: idParams }, (ctx, { params }) =>
  greetChat(ctx, params.id),
);
