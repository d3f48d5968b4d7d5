import { goalStreamQuerySchema } from "@/lib/contracts/goals";
import { currentGoals, streamGoals } from "@/server/goals/stream-goals";
import { endpoint, type RouteContext } from "@/server/http/endpoint";
import { sseEndpoint } from "@/server/http/sse";

export const dynamic = "force-dynamic";

const schemas = { query: goalStreamQuerySchema };
const live = sseEndpoint("GET /goals/stream-list", schemas, (ctx, { query }) => streamGoals(ctx, query));
const once = endpoint("GET /goals/stream-list", schemas, (ctx, { query }) => currentGoals(ctx, query));

/**
 * A live client (EventSource, or fetch with `Accept: text/event-stream`) gets the event stream; any other caller
 * gets the current first page as plain JSON (context from the headers), so a plain request never hangs.
 */
export function GET(req: Request, route?: RouteContext): Promise<Response> {
  const accept = req.headers.get("accept") ?? "";
  return (accept.includes("text/event-stream") ? live : once)(req, route);
}
