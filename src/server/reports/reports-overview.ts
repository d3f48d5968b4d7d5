import type { Sendable } from "@/lib/api/define";
import type { ReportsOverview, ReportsQuery, UsageRecord } from "@/lib/contracts/reports/schemas";
import { AppError, notFound } from "@/lib/errors";
import type { RequestContext } from "@/server/http/context";
import { existingOrganizations } from "@/server/organizations/existing-organizations";
import { visibleTeams } from "@/server/teams/scope";
import { teamsWhere } from "@/server/teams/teams-in-organization";
import { usageStatisticsBetween } from "@/server/usage/usage-statistics";

/** The first instant of the UTC day or month holding `date`: records are keyed by UTC buckets. */
function bucketStart(date: Date, dateType: "day" | "month"): Date {
  return dateType === "day"
    ? new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
    : new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
}

async function resolveOrganization(ctx: RequestContext, requested: string | null): Promise<string> {
  if (!requested || requested === ctx.organizationId) return ctx.organizationId;
  if (!ctx.user.isAdminMaster) throw new AppError("FORBIDDEN");
  const [org] = await existingOrganizations([requested]);
  if (!org) throw notFound("Organization");
  return org.id;
}

/**
 * POST /reports/overview (coaches and admins): the usage statistics records of one organisation (the context
 * one; another only for master admins) and, optionally, one team the caller may see, between two dates, with
 * totals. uniqueUsersLoggedIn counts distinct users over all the records returned.
 */
export async function reportsOverview(
  ctx: RequestContext,
  q: ReportsQuery,
): Promise<Sendable<ReportsOverview>> {
  const organizationId = await resolveOrganization(ctx, q.organization);
  const teamId = q.team ?? q.filters.team ?? null;
  if (teamId) {
    // A master admin reading another organisation sees its teams like an admin of it.
    const scope = ctx.user.isAdminMaster ? { organizationId } : visibleTeams({ ...ctx, organizationId });
    const [team] = await teamsWhere([teamId], scope);
    if (!team) throw notFound("Team");
  }
  const rows = await usageStatisticsBetween({
    organizationId,
    teamId,
    dateType: q.dateType,
    from: bucketStart(q.startDate, q.dateType),
    to: q.endDate,
  });
  const unique = new Set<string>();
  const totals = {
    totalUsersCreated: 0,
    totalChatsCreated: 0,
    totalChatsAssessed: 0,
    totalJournalsCreated: 0,
    totalJournalsAssessed: 0,
    uniqueUsersLoggedIn: 0,
  };
  const records: Sendable<UsageRecord>[] = rows.map((r) => {
    for (const u of r.usersLoggedIn) unique.add(u.id);
    totals.totalUsersCreated += r.usersCreated;
    totals.totalChatsCreated += r.chatsCreated;
    totals.totalChatsAssessed += r.chatsAssessed;
    totals.totalJournalsCreated += r.journalsCreated;
    totals.totalJournalsAssessed += r.journalsAssessed;
    return {
      _id: r.id,
      __v: r.version,
      slugId: r.slugId,
      date: r.date.toISOString(),
      dateType: r.dateType,
      organization: r.organizationId,
      team: r.teamId,
      data: r.data,
      usersLoggedIn: r.usersLoggedIn.map((u) => u.id).sort(),
      usersCreated: r.usersCreated,
      chatsCreated: r.chatsCreated,
      chatsAssessed: r.chatsAssessed,
      journalsCreated: r.journalsCreated,
      journalsAssessed: r.journalsAssessed,
      totalUsersLifetime: r.totalUsersLifetime,
      year: r.year,
      month: r.month,
      day: r.day,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
  totals.uniqueUsersLoggedIn = unique.size;
  return { records, totals };
}
