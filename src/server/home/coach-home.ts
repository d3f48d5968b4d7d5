/**
 * The coach's home overview: the members of their teams who need attention, and recent observations. Members are
 * the athletes the caller may see (visibleUsers: a coach only members of their teams, narrowed to the selected
 * team), so nobody outside that scope is ever read. A fixed number of queries whatever the team size.
 */
import "server-only";
import { FALL_POINTS } from "@/server/assessments/area-falls";
import { valueTrend } from "@/server/assessments/value-trend";
import { lastUserMessages } from "@/server/chats/reading/last-user-messages";
import { recentObservations } from "@/server/coaching-notes/recent-observations";
import type { RequestContext } from "@/server/http/context";
import { lastJournalEntries } from "@/server/journals/last-journal-entries";
import { activeAthletes } from "@/server/users/active-athletes";
import type { AttentionMember, AttentionReason, CoachHome } from "./types";

/** A member with no chat message and no journal entry for this many days needs attention. */
export const IDLE_DAYS = 7;
/** The assessment trend compares the average of the last TREND_DAYS with the TREND_DAYS before. */
export const TREND_DAYS = 14;
/** Members read at most; a team is far smaller, and the list shows only the first few anyway. */
const MEMBERS_MAX = 500;
const ATTENTION_SHOWN = 6;
const OBSERVATIONS_SHOWN = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

const latest = (...dates: (Date | null | undefined)[]): Date | null =>
  dates.reduce<Date | null>((max, d) => (d && (!max || d > max) ? d : max), null);

export async function coachHome(ctx: RequestContext, now: Date = new Date()): Promise<CoachHome> {
  const members = await activeAthletes(ctx, MEMBERS_MAX);
  const ids = members.map((m) => m.id);
  const idleSince = new Date(now.getTime() - IDLE_DAYS * DAY_MS);
  const recentFrom = new Date(now.getTime() - TREND_DAYS * DAY_MS);
  const previousFrom = new Date(now.getTime() - 2 * TREND_DAYS * DAY_MS);

  const [messages, journals, trend, notes] = await Promise.all([
    lastUserMessages(ids, ctx.organizationId),
    lastJournalEntries(ids, ctx.organizationId),
    valueTrend(ids, ctx.organizationId, { previousFrom, recentFrom, now }),
    recentObservations(ctx, OBSERVATIONS_SHOWN),
  ]);

  const lastMessage = new Map(messages.map((m) => [m.userId, m.at]));
  const lastJournal = new Map(journals.map((j) => [j.userId, j.at]));
  const recentAvg = new Map(trend.recent.map((r) => [r.userId, r.average]));
  const previousAvg = new Map(trend.previous.map((r) => [r.userId, r.average]));

  const attention: AttentionMember[] = [];
  for (const m of members) {
    const lastActivity = latest(lastMessage.get(m.id), lastJournal.get(m.id));
    const reasons: AttentionReason[] = [];
    // Someone who joined less than IDLE_DAYS ago has not had the time to be idle yet.
    if ((lastActivity ?? m.createdAt) < idleSince) reasons.push("idle");
    const before = previousAvg.get(m.id);
    const after = recentAvg.get(m.id);
    const drop = before != null && after != null ? before - after : null;
    const falling = drop !== null && drop >= FALL_POINTS;
    if (falling) reasons.push("falling");
    if (reasons.length === 0) continue;
    attention.push({
      _id: m.id,
      name: m.name,
      reasons,
      lastActivityAt: lastActivity?.toISOString() ?? null,
      drop: falling ? Math.round(drop * 10) / 10 : null,
    });
  }
  // Both reasons first, then the longest silence (never active counts as the longest).
  attention.sort(
    (a, b) =>
      b.reasons.length - a.reasons.length ||
      (a.lastActivityAt ?? "").localeCompare(b.lastActivityAt ?? "") ||
      a.name.localeCompare(b.name),
  );

  return {
    idleDays: IDLE_DAYS,
    trendDays: TREND_DAYS,
    members: members.length,
    attention: attention.slice(0, ATTENTION_SHOWN),
    attentionTotal: attention.length,
    observations: notes.map((n) => ({
      _id: n.id,
      title: n.title,
      content: n.content,
      createdAt: n.createdAt.toISOString(),
      recipient: n.toUser
        ? { kind: "user", _id: n.toUser.id, name: n.toUser.name }
        : n.toTeam
          ? { kind: "team", _id: n.toTeam.id, name: n.toTeam.name }
          : null,
    })),
  };
}
