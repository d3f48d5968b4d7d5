/**
 * GET /notifications/stream-list: the caller's newest notifications and unread count, live. On connect one
 * `notifications` event `{ page, unreadCount }` (the first page of the caller's list, `limit` or PAGE_SIZE); then
 * the same again whenever a notification addressed to them is created, edited or deleted, or their read state
 * changes (see notification-events.ts for the channels).
 */
import type { Sendable } from "@/lib/api/define";
import { PAGE_SIZE } from "@/lib/constants";
import {
  NOTIFICATION_STREAM_EVENTS,
  type NotificationStreamData,
  type NotificationStreamQuery,
} from "@/lib/contracts/notifications/schemas";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { liveSnapshot } from "@/server/http/live-snapshot";
import type { StreamWriter } from "@/server/http/sse";
import { withNewBroadcast } from "./broadcast-patch";
import {
  type NotificationEvent,
  notificationEvents,
  readerChannels,
  userChannel,
} from "./notification-events";
import { paginateNotifications, unreadCount } from "./paginate-notifications";
import { readerSince } from "./scope";

/**
 * What the stream sends. Also the answer to a plain JSON request. `since`: the reader's readerSince, which an
 * open stream reads once (an account's creation time does not change), not again on every change it re-reads for.
 */
export async function currentNotifications(
  ctx: RequestContext,
  query: NotificationStreamQuery,
  knownSince?: Date,
): Promise<Sendable<NotificationStreamData>> {
  const since = knownSince ?? (await readerSince(ctx));
  // The page and the count from one snapshot. Read apart, a notification committed between the two was counted but
  // not listed, and a stream that then took the next broadcast into that page (broadcast-patch.ts) counted it twice.
  const [page, unread] = await db.$transaction(
    (tx) =>
      Promise.all([
        paginateNotifications(ctx, { page: 1, limit: query.limit ?? PAGE_SIZE, filters: {} }, since, tx),
        unreadCount(ctx, since, tx),
      ]),
    { isolationLevel: "RepeatableRead" },
  );
  return { page, unreadCount: unread };
}

/** A change a stream heard: the event, and whether it came on a channel shared by many readers (not the user's own). */
interface HeardChange {
  event: NotificationEvent;
  broadcast: boolean;
}

export async function streamNotifications(
  ctx: RequestContext,
  query: NotificationStreamQuery,
): Promise<StreamWriter> {
  const own = userChannel(ctx.user._id);
  const channels = readerChannels({
    userId: ctx.user._id,
    teamIds: ctx.user.teams,
    organizationId: ctx.user.organization?._id ?? null,
  });
  let since: Date | undefined;
  return liveSnapshot<Sendable<NotificationStreamData>, HeardChange>(
    NOTIFICATION_STREAM_EVENTS.notifications,
    async (changes, previous) => {
      since ??= await readerSince(ctx);
      // New broadcasts only (the common burst: one notification to a whole organisation): patch the last page.
      let patched = previous;
      for (const change of changes) {
        if (
          !patched ||
          !change?.broadcast ||
          change.event.type !== "created" ||
          !change.event.notificationId
        ) {
          patched = null;
          break;
        }
        patched = await withNewBroadcast(ctx, patched, change.event.notificationId, since);
      }
      if (patched && changes.length > 0) return patched;
      return currentNotifications(ctx, query, since);
    },
    channels.map(
      (channel) => (onChange) =>
        notificationEvents().subscribe(channel, (event) =>
          onChange(event.type === "resync" ? undefined : { event, broadcast: channel !== own }),
        ),
    ),
  );
}
