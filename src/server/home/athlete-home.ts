/**
 * The athlete's home overview: the chat to continue, active goals, unread feedback and the streak. Everything is
 * the caller's own, inside the organisation the page acts in (§6: an athlete sees only their own data).
 */
import "server-only";
import { mostRecent } from "@/server/chats/chat-order";
import { writableChats } from "@/server/chats/scope";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { addressedTo, readerSince, unreadBy } from "@/server/notifications/scope";
import type { AthleteHome } from "./types";

const GOALS_SHOWN = 3;
const FEEDBACK_SHOWN = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD of `date` in `timezone`. */
function dayIn(date: Date, timezone: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: timezone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(date);
}

/**
 * streakDays is only written when there is activity, so it still holds the old run after days without any; the
 * run is current only while the last active day is today or yesterday in the person's timezone.
 */
export function currentStreak(
  row: { streakDays: number; lastActiveOn: Date | null },
  now: Date,
  timezone: string,
): number {
  if (!row.lastActiveOn) return 0;
  const last = row.lastActiveOn.toISOString().slice(0, 10);
  const current = last === dayIn(now, timezone) || last === dayIn(new Date(now.getTime() - DAY_MS), timezone);
  return current ? row.streakDays : 0;
}

const CHAT_SELECT = {
  id: true,
  title: true,
  closed: true,
  createdAt: true,
  lastMessageAt: true,
  agents: { select: { name: true }, take: 1 },
} as const;

/** The caller's most recently active chat that is not archived (activity as in chat-order.ts). */
async function lastActiveChat(ctx: RequestContext) {
  const where = { ...writableChats(ctx), isArchived: false };
  const [chat] = await mostRecent(where, 1, (args) => db.chat.findMany({ ...args, select: CHAT_SELECT }));
  return chat ?? null;
}

export async function athleteHome(ctx: RequestContext, now: Date = new Date()): Promise<AthleteHome> {
  const me = ctx.user._id;
  const goalScope = { userId: me, organizationId: ctx.organizationId, status: "in_progress" as const };
  const since = await readerSince(ctx);
  const unreadFeedback = {
    AND: [addressedTo(ctx, since), unreadBy(me), { metadata: { path: ["kind"], equals: "feedback" } }],
  };
  const [chat, goals, activeGoals, feedback, unread, user] = await Promise.all([
    lastActiveChat(ctx),
    db.goal.findMany({
      where: goalScope,
      orderBy: [{ deadlineDate: { sort: "asc", nulls: "last" } }, { createdAt: "desc" }, { id: "desc" }],
      select: { id: true, title: true, progress: true, deadlineDate: true },
      take: GOALS_SHOWN,
    }),
    db.goal.count({ where: goalScope }),
    db.notification.findMany({
      where: unreadFeedback,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true, title: true, message: true, createdAt: true },
      take: FEEDBACK_SHOWN,
    }),
    db.notification.count({ where: unreadFeedback }),
    db.user.findUnique({
      where: { id: me },
      select: { streakDays: true, maxStreakDays: true, lastActiveOn: true },
    }),
  ]);
  return {
    lastChat: chat
      ? {
          _id: chat.id,
          title: chat.title?.trim() || "Untitled chat",
          agentName: chat.agents[0]?.name ?? null,
          closed: chat.closed,
          at: (chat.lastMessageAt ?? chat.createdAt).toISOString(),
        }
      : null,
    goals: goals.map((g) => ({
      _id: g.id,
      title: g.title,
      progress: g.progress,
      deadlineDate: g.deadlineDate?.toISOString() ?? null,
    })),
    activeGoals,
    feedback: {
      unread,
      items: feedback.map((n) => ({
        _id: n.id,
        title: n.title,
        message: n.message,
        createdAt: n.createdAt.toISOString(),
      })),
    },
    streak: {
      days: user ? currentStreak(user, now, ctx.timezone) : 0,
      max: user?.maxStreakDays ?? 0,
    },
  };
}
