/**
 * An open notifications stream-list takes a new team, organisation-wide or all notification into the page it sent
 * last instead of reading its page and unread count again. One such notification reaches every stream of the
 * organisation at once, and each full re-read costs about 15 ms of CPU: 500 streams took seconds (bench:chat).
 * The notification is read once per instance (shared by its streams for a few seconds), and each stream checks
 * it as its own read would: addressed to this reader and not written by them, in the organisation the stream acts
 * in, newer than the reader's account and than everything on the page. Anything else answers null, and the stream
 * reads in full.
 */
import type { Sendable } from "@/lib/api/define";
import type { NotificationStreamData } from "@/lib/contracts/notifications/schemas";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { type NotificationRow, notificationDocument, notificationInclude } from "./notification-document";

/** Long enough for every stream of the instance to take it from one read; new notifications only. */
const SHARED_FOR_MS = 10_000;
/** No user id: the row's reads come back empty, so hasRead is false, as it is for a notification just created. */
const NOBODY = "";

const holder = globalThis as typeof globalThis & {
  __coachNewNotifications?: Map<string, { row: Promise<NotificationRow | null>; at: number }>;
};

function newNotification(id: string): Promise<NotificationRow | null> {
  holder.__coachNewNotifications ??= new Map();
  const cache = holder.__coachNewNotifications;
  const now = Date.now();
  for (const [key, entry] of cache) if (now - entry.at > SHARED_FOR_MS) cache.delete(key);
  let entry = cache.get(id);
  if (!entry) {
    const row = db.notification.findUnique({ where: { id }, include: notificationInclude(NOBODY) });
    entry = { row: row as Promise<NotificationRow | null>, at: now };
    cache.set(id, entry);
  }
  return entry.row;
}

function addressedToReader(ctx: RequestContext, row: NotificationRow, since: Date): boolean {
  const me = ctx.user;
  if (row.createdById === me._id || row.createdAt < since) return false;
  if (row.type === "all") return true;
  if (row.organizationId !== ctx.organizationId) return false;
  if (row.type === "organization") {
    const own = me.organization?._id;
    return own !== undefined && row.organizations.some((o) => o.id === own);
  }
  if (row.type === "team") return row.teams.some((t) => me.teams.includes(t.id));
  return false;
}

/** The page with the new notification on top, or null when the stream must read in full. */
export async function withNewBroadcast(
  ctx: RequestContext,
  previous: Sendable<NotificationStreamData>,
  notificationId: string,
  since: Date,
): Promise<Sendable<NotificationStreamData> | null> {
  const row = await newNotification(notificationId);
  if (!row || !addressedToReader(ctx, row, since)) return null;
  const { page } = previous;
  const { docs } = page;
  if (page.page !== 1) return null;
  // Heard twice (on two of the reader's team channels), or already read in full: the page has it.
  if (docs.some((doc) => doc._id === row.id)) return previous;
  // Newest first: it goes on top only if it is strictly the newest (a tie would be ordered by the list's rules).
  if (docs.length > 0 && new Date(docs[0].createdAt) >= row.createdAt) return null;
  // A total that is a lower bound already says "more than": one more notification leaves it as it is.
  const totalDocs = page.totalIsLowerBound ? page.totalDocs : page.totalDocs + 1;
  const totalPages = page.totalIsLowerBound
    ? page.totalPages
    : Math.max(1, Math.ceil(totalDocs / page.limit));
  const hasNextPage = totalPages > 1;
  return {
    page: {
      ...page,
      docs: [notificationDocument(row), ...docs].slice(0, page.limit),
      totalDocs,
      totalPages,
      hasNextPage,
      nextPage: hasNextPage ? 2 : null,
    },
    unreadCount: previous.unreadCount + 1,
  };
}
