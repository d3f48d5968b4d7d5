import { chats } from "@/lib/contracts/chats/endpoints";
import { readSendInputsEarly, sendMessage } from "@/server/chats/send/send-message";
import { sseEndpoint } from "@/server/http/sse";

// A stream may run this long on a serverless host (a literal: Next reads it without running the file); clients
// reconnect after it (EventSource does by itself) and re-attach to what still runs.
export const maxDuration = 300;

export const POST = sseEndpoint(chats.send, (ctx, { body }, early) => sendMessage(ctx, body, { early }), {
  early: readSendInputsEarly,
});
