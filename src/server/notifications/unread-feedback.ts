import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { addressedTo, readerSince, unreadBy } from "./scope";

/** The feedback notifications the caller has not read yet: the athlete's home overview. */
export interface UnreadFeedback {
  /** The latest `take`, the latest first. */
  items: { id: string; title: string; message: string; createdAt: Date }[];
  /** How many there are. */
  unread: number;
}

/** Notifications addressed to the caller, unread by them, whose metadata kind is "feedback" (from coaching notes). */
export async function unreadFeedback(ctx: RequestContext, take: number): Promise<UnreadFeedback> {
  const since = await readerSince(ctx);
  const where = {
    AND: [
      addressedTo(ctx, since),
      unreadBy(ctx.user._id),
      { metadata: { path: ["kind"], equals: "feedback" } },
    ],
  };
  const [items, unread] = await Promise.all([
    db.notification.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true, title: true, message: true, createdAt: true },
      take,
    }),
    db.notification.count({ where }),
  ]);
  return { items, unread };
}
