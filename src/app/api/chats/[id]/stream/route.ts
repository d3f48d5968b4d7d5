import { z } from "zod";
import { idParams } from "@/lib/contracts/common";
import { stopReply } from "@/server/chats/stop-reply";
import { streamChat } from "@/server/chats/stream-chat";
import { endpoint } from "@/server/http/endpoint";
import { sseEndpoint } from "@/server/http/sse";

// A stream may run this long on a serverless host (a literal: Next reads it without running the file); clients
// reconnect after it (EventSource does by itself) and re-attach to what still runs.
export const maxDuration = 300;

const streamQuery = z.object({ follow: z.enum(["0", "1", "true", "false"]).optional() }).strict();

export const GET = sseEndpoint(
  "GET /chats/{id}/stream",
  { params: idParams, query: streamQuery },
  (ctx, { params, query }) =>
    streamChat(ctx, params.id, { follow: query.follow === "1" || query.follow === "true" }),
);

export const DELETE = endpoint("DELETE /chats/{id}/stream", { params: idParams }, (ctx, { params }) =>
  stopReply(ctx, params.id),
);
