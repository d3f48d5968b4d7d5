import { goals } from "@/lib/contracts/goals/endpoints";
import { currentGoals, streamGoals } from "@/server/goals/stream-goals";
import { endpoint } from "@/server/http/endpoint";
import { sseEndpoint, streamOrJson } from "@/server/http/sse";

// A stream may run this long on a serverless host (a literal: Next reads it without running the file); clients
// reconnect after it (EventSource does by itself) and re-attach to what still runs.
export const maxDuration = 300;

export const dynamic = "force-dynamic";

const live = sseEndpoint(goals.streamList, (ctx, { query }) => streamGoals(ctx, query));
const once = endpoint(
  { ...goals.streamList, kind: "json", response: goals.paginate.response },
  (ctx, { query }) => currentGoals(ctx, query),
);

/**
 * A live client (EventSource, or fetch with `Accept: text/event-stream`) gets the event stream; any other caller
 * gets the current first page as plain JSON (context from the headers), so a plain request never hangs.
 */
export const GET = streamOrJson(live, once, live);
