/**
 * GET /notifications/stream-list: the caller's newest notifications and unread count, live. On connect one
 * `notifications` event `{ page, unreadCount }` (the first page of the caller's list, `limit` or PAGE_SIZE); then
 * the same again whenever a notification addressed to them is created, edited or deleted, or their read state
 * changes (see notification-events.ts for the channels). Changes that arrive while a page is being read are
 * folded into one more read, so the last event always reflects the last change.
 */
import { PAGE_SIZE } from "@/lib/constants";
import {
  NOTIFICATION_STREAM_EVENTS,
  type NotificationStreamData,
  type NotificationStreamQuery,
} from "@/lib/contracts/notifications";
import type { RequestContext } from "@/server/http/context";
import type { StreamWriter } from "@/server/http/sse";
import { notificationEvents, readerChannels } from "./notification-events";
import { paginateNotifications, unreadCount } from "./paginate-notifications";
import { readerSince } from "./visibility";

/** What the stream sends. Also the answer to a plain JSON request. */
export async function currentNotifications(
  ctx: RequestContext,
  query: NotificationStreamQuery,
): Promise<NotificationStreamData> {
  const since = await readerSince(ctx);
  const [page, unread] = await Promise.all([
    paginateNotifications(ctx, { page: 1, limit: query.limit ?? PAGE_SIZE, filters: {} }),
    unreadCount(ctx, since),
  ]);
  return { page, unreadCount: unread };
}

export async function streamNotifications(
  ctx: RequestContext,
  query: NotificationStreamQuery,
): Promise<StreamWriter> {
  const channels = readerChannels({
    userId: ctx.user._id,
    teamIds: ctx.user.teams,
    organizationId: ctx.user.organization?._id ?? null,
  });
  return async (sink) =>
    new Promise<void>((resolve, reject) => {
      let reading = false;
      let dirty = false;
      const refresh = async () => {
        if (reading) {
          dirty = true;
          return;
        }
        reading = true;
        try {
          do {
            dirty = false;
            const data = await currentNotifications(ctx, query);
            if (sink.signal.aborted) return;
            sink.send(NOTIFICATION_STREAM_EVENTS.notifications, data);
          } while (dirty);
        } catch (error) {
          unsubscribe();
          reject(error);
        } finally {
          reading = false;
        }
      };
      // Subscribed before the first read, so no change between the two is lost.
      const unsubscribers = channels.map((channel) =>
        notificationEvents().subscribe(channel, () => void refresh()),
      );
      const unsubscribe = () => {
        for (const off of unsubscribers) off();
      };
      void refresh();
      sink.signal.addEventListener("abort", () => {
        unsubscribe();
        resolve();
      });
    });
}
