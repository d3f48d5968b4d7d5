import { chats } from "@/lib/contracts/chats/endpoints";
import { regenerateReply } from "@/server/chats/send/regenerate-reply";
import { sseEndpoint } from "@/server/http/sse";

// As POST /chats/send: the reply streams for as long as the host allows.
export const maxDuration = 300;

export const POST = sseEndpoint(chats.regenerate, (ctx, { body }) => regenerateReply(ctx, body));
