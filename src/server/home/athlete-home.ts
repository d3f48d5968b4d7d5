/**
 * The athlete's home overview: the chat to continue, active goals, unread feedback and the streak. Everything is
 * the caller's own, inside the organisation the page acts in (§6: an athlete sees only their own data).
 */
import "server-only";
import { lastActiveChat } from "@/server/chats/lists/last-active-chat";
import { goalsByDeadline } from "@/server/goals/goals-by-deadline";
import type { RequestContext } from "@/server/http/context";
import { unreadFeedback } from "@/server/notifications/unread-feedback";
import { userStreak } from "@/server/users/user-streak";
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

export async function athleteHome(ctx: RequestContext, now: Date = new Date()): Promise<AthleteHome> {
  const [chat, goals, feedback, user] = await Promise.all([
    lastActiveChat(ctx),
    goalsByDeadline(ctx.user._id, ctx.organizationId, GOALS_SHOWN),
    unreadFeedback(ctx, FEEDBACK_SHOWN),
    userStreak(ctx.user._id),
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
    goals: goals.items.map((g) => ({
      _id: g.id,
      title: g.title,
      progress: g.progress,
      deadlineDate: g.deadlineDate?.toISOString() ?? null,
    })),
    activeGoals: goals.total,
    feedback: {
      unread: feedback.unread,
      items: feedback.items.map((n) => ({
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
