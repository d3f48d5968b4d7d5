/**
 * The admin's (and master admin's) home overview: usage at a glance, the agents and recent sign-ins, all inside
 * the organisation the page acts in (a master admin's chosen one) and, when a team is selected, that team's
 * members (visibleUsers). Chats started and journals written are the usage statistics' day records of the last
 * USAGE_DAYS UTC days (today included): the days and counts of the usage report below it, so the two agree.
 */
import "server-only";
import { agentsOverview } from "@/server/agents/agents-overview";
import type { RequestContext } from "@/server/http/context";
import { usageTotalsSince } from "@/server/usage/usage-statistics";
import { signInOverview } from "@/server/users/sign-in-overview";
import type { AdminHome } from "./types";

export const USAGE_DAYS = 30;
export const SIGN_IN_DAYS = 7;
const AGENTS_SHOWN = 5;
const SIGN_INS_SHOWN = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function adminHome(ctx: RequestContext, now: Date = new Date()): Promise<AdminHome> {
  const usageFrom = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (USAGE_DAYS - 1)),
  );
  const signInFrom = new Date(now.getTime() - SIGN_IN_DAYS * DAY_MS);
  // A selected team narrows the counts to that team's records, as it narrows the people and the report.
  const [people, usage, agents] = await Promise.all([
    signInOverview(ctx, signInFrom, SIGN_INS_SHOWN),
    usageTotalsSince({ organizationId: ctx.organizationId, teamId: ctx.teamId, from: usageFrom }),
    agentsOverview(ctx, AGENTS_SHOWN),
  ]);
  return {
    usage: { members: people.members, signedInRecently: people.signedIn, ...usage },
    usageDays: USAGE_DAYS,
    signInDays: SIGN_IN_DAYS,
    agents: {
      total: agents.total,
      active: agents.active,
      items: agents.items.map((a) => ({ _id: a.id, name: a.name, active: a.active })),
    },
    signIns: people.latest.map((u) => ({
      _id: u.id,
      name: u.name,
      email: u.email,
      role: u.role,
      lastLoginAt: (u.lastLoginAt as Date).toISOString(),
    })),
  };
}
