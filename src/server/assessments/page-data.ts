/**
 * What the assessment pages show, read on the server for the signed-in person in the dashboard's context (the
 * organisation and team cookies, resolved as the API resolves its headers). The same scope rules as the API:
 * visibleUsers / visibleUser. The athlete's own chart is built here because POST /assessments/progress-assessments-chart
 * is for coaches and admins (§6); its buckets are days in the athlete's stored timezone (else UTC).
 */
import "server-only";
import { loadDashboard } from "@/components/shell/current-context";
import {
  ALL_ASSESSMENT_KEYS,
  type AreaToFocus,
  type AssessmentKeyName,
  type AssessmentSectionName,
  type ChartSeries,
  sectionOf,
} from "@/lib/contracts/assessments/schemas";
import type { AssessedUser } from "@/lib/contracts/assessments/values";
import { recentlyAssessedChats } from "@/server/chats/assessment/assessed-chats";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { validTimezone } from "@/server/http/context";
import { findVisibleUser } from "@/server/users/find-visible-user";
import { userTimezone } from "@/server/users/user-timezone";
import { visibleUsersByName } from "@/server/users/visible-users-by-name";
import { dueChats, dueJournals } from "./due-items";
import { chartSeries } from "./progress-chart";

/** The RequestContext of the page being rendered; null without a session or organisation. */
export async function pageContext(): Promise<RequestContext | null> {
  const dashboard = await loadDashboard();
  const organization = dashboard?.context.organization;
  if (!dashboard || !organization) return null;
  const { user, context } = dashboard;
  const stored = await userTimezone(user._id);
  const timezone = stored && validTimezone(stored) ? stored : "UTC";
  return {
    user,
    organizationId: organization._id,
    teamId: context.teamSelected ? (context.teams[0]?._id ?? null) : null,
    timezone,
    frontendRoute: null,
  };
}

export interface LatestValue {
  section: AssessmentSectionName;
  key: AssessmentKeyName;
  value: number;
  justification: string | null;
  date: string;
}

export interface AthleteOverview {
  latest: LatestValue[];
  series: ChartSeries[];
  timezone: string;
  due: { journals: number; chats: number };
}

export async function latestValues(userId: string, organizationId: string): Promise<LatestValue[]> {
  const rows = await db.$queryRaw<
    { key: AssessmentKeyName; value: number; justification: string | null; date: Date }[]
  >`
    SELECT DISTINCT ON (av.key) av.key::text AS key, av.value, av.justification, av.date
    FROM "AssessmentValue" av
    WHERE av."userId" = ${userId} AND av."organizationId" = ${organizationId}
    ORDER BY av.key, av.date DESC, av."createdAt" DESC, av.id DESC`;
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return ALL_ASSESSMENT_KEYS.flatMap((key) => {
    const row = byKey.get(key);
    return row
      ? [
          {
            section: sectionOf(key),
            key,
            value: Number(row.value),
            justification: row.justification,
            date: row.date.toISOString(),
          },
        ]
      : [];
  });
}

/** The signed-in athlete's own values, chart (by day) and what is waiting to be assessed. */
export async function athleteOverview(ctx: RequestContext): Promise<AthleteOverview> {
  const filter = { organizationId: ctx.organizationId, users: { id: ctx.user._id } };
  const [latest, series, journals, chats] = await Promise.all([
    latestValues(ctx.user._id, ctx.organizationId),
    chartSeries({
      userId: ctx.user._id,
      organizationId: ctx.organizationId,
      keys: ALL_ASSESSMENT_KEYS,
      granularity: "day",
      timezone: ctx.timezone,
      startDate: null,
      endDate: null,
    }),
    dueJournals(filter, 0),
    dueChats(filter, 0),
  ]);
  return {
    latest,
    series,
    timezone: ctx.timezone,
    due: { journals: journals.remaining, chats: chats.remaining },
  };
}

/** Users listed at most (by name); the users page has the full, paged list. */
export const ASSESSED_USERS_MAX = 200;

/** The users the caller may see, with the date of their latest assessment value in this organisation. */
export async function assessedUsers(ctx: RequestContext): Promise<AssessedUser[]> {
  const users = await visibleUsersByName(ctx, ASSESSED_USERS_MAX);
  const stats = await db.assessmentValue.groupBy({
    by: ["userId"],
    where: { organizationId: ctx.organizationId, userId: { in: users.map((u) => u.id) } },
    _max: { date: true },
    _count: { _all: true },
  });
  const byUser = new Map(stats.map((s) => [s.userId, s]));
  return users.map((u) => {
    const s = byUser.get(u.id);
    return {
      _id: u.id,
      name: u.name,
      email: u.email,
      role: u.role,
      latestAssessmentAt: s?._max.date?.toISOString() ?? null,
      values: s?._count._all ?? 0,
    };
  });
}

export interface ChatAreas {
  chatId: string;
  title: string | null;
  assessedAt: string | null;
  areasToFocus: AreaToFocus[];
}

export interface UserAssessmentsData {
  user: { _id: string; name: string };
  areas: ChatAreas[];
  due: { journals: number; chats: number };
}

/** Recent assessed chats whose areas to focus are shown. */
const RECENT_CHATS = 5;

/** One user's page data, or null when the caller may not see them (the page answers not found). */
export async function userAssessmentsData(
  ctx: RequestContext,
  userId: string,
): Promise<UserAssessmentsData | null> {
  const user = await findVisibleUser(ctx, userId);
  if (!user) return null;
  const filter = { organizationId: ctx.organizationId, users: { id: user.id }, force: true };
  const [chats, journals, dueChatList] = await Promise.all([
    recentlyAssessedChats(ctx.organizationId, user.id, RECENT_CHATS),
    dueJournals(filter, 0),
    dueChats(filter, 0),
  ]);
  return {
    user: { _id: user.id, name: user.name },
    areas: chats.map((c) => ({
      chatId: c.id,
      title: c.title,
      assessedAt: c.assessedAt?.toISOString() ?? null,
      areasToFocus: Array.isArray(c.areasToFocus) ? (c.areasToFocus as unknown as AreaToFocus[]) : [],
    })),
    due: { journals: journals.remaining, chats: dueChatList.remaining },
  };
}
