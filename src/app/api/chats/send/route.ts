import { sendMessageSchema } from "@/lib/contracts/chats";
import { sendMessage } from "@/server/chats/send/send-message";
import { sseEndpoint } from "@/server/http/sse";

export const POST = sseEndpoint("POST /chats/send", { body: sendMessageSchema }, (ctx, { body }) =>
  sendMessage(ctx, body),
);
