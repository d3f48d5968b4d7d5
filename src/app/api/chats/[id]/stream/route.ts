import { chats } from "@/lib/contracts/chats/endpoints";
import { stopReply } from "@/server/chats/live/stop-reply";
import { streamChat } from "@/server/chats/live/stream-chat";
import { endpoint } from "@/server/http/endpoint";
import { sseEndpoint } from "@/server/http/sse";

// A stream may run this long on a serverless host (a literal: Next reads it without running the file); clients
// reconnect after it (EventSource does by itself) and re-attach to what still runs.
export const maxDuration = 300;

export const GET = sseEndpoint(chats.stream, (ctx, { params, query }) =>
  streamChat(ctx, params.id, { follow: query.follow === "1" || query.follow === "true" }),
);

export const DELETE = endpoint(chats.stop, (ctx, { params }) => stopReply(ctx, params.id));
