import { sendMessageSchema } from "@/lib/contracts/chats";
import { readSendInputsEarly, sendMessage } from "@/server/chats/send/send-message";
import { sseEndpoint } from "@/server/http/sse";

export const POST = sseEndpoint(
  "POST /chats/send",
  { body: sendMessageSchema },
  (ctx, { body }, early) => sendMessage(ctx, body, { early }),
  { early: readSendInputsEarly },
);
