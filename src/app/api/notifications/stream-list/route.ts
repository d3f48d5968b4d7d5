import { notifications } from "@/lib/contracts/notifications/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { sseEndpoint, streamOrJson } from "@/server/http/sse";
import { currentNotifications, streamNotifications } from "@/server/notifications/stream-notifications";

// A stream may run this long on a serverless host (a literal: Next reads it without running the file); clients
// reconnect after it (EventSource does by itself) and re-attach to what still runs.
export const maxDuration = 300;

export const dynamic = "force-dynamic";

const live = sseEndpoint(notifications.streamList, (ctx, { query }) => streamNotifications(ctx, query));
const once = endpoint(
  { ...notifications.streamList, kind: "json", response: notifications.streamList.response },
  (ctx, { query }) => currentNotifications(ctx, query),
);

/**
 * A live client (EventSource, or fetch with `Accept: text/event-stream`) gets the event stream of
 * `notifications` events `{ page, unreadCount }`; any other caller gets the current one as plain JSON (context
 * from the headers), so a plain request never hangs.
 */
export const GET = streamOrJson(live, once, live);
