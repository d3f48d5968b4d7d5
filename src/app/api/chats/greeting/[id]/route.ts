import { chats } from "@/lib/contracts/chats/endpoints";
import { greetChat } from "@/server/chats/lifecycle/greeting";
import { sseEndpoint } from "@/server/http/sse";

// A stream may run this long on a serverless host (a literal: Next reads it without running the file); clients
// reconnect after it (EventSource does by itself) and re-attach to what still runs.
export const maxDuration = 300;

export const POST = sseEndpoint(chats.greeting, (ctx, { params }) => greetChat(ctx, params.id));
