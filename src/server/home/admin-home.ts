/**
 * The admin's (and master admin's) home overview: usage at a glance, the agents and recent sign-ins, all inside
 * the organisation the page acts in (a master admin's chosen one) and, when a team is selected, that team's
 * members (visibleUsers). Counts are read directly rather than from the daily statistics, so a fresh
 * organisation shows its numbers before the first statistics job has run.
 */
import "server-only";
import { agentsOverview } from "@/server/agents/agents-overview";
import { chatsStartedCount } from "@/server/chats/chats-started";
import type { RequestContext } from "@/server/http/context";
import { journalsWrittenCount } from "@/server/journals/journals-written";
import { visibleUsers } from "@/server/users/scope";
import { signInOverview } from "@/server/users/sign-in-overview";
import type { AdminHome } from "./types";

export const USAGE_DAYS = 30;
export const SIGN_IN_DAYS = 7;
const AGENTS_SHOWN = 5;
const SIGN_INS_SHOWN = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function adminHome(ctx: RequestContext, now: Date = new Date()): Promise<AdminHome> {
  const usageFrom = new Date(now.getTime() - USAGE_DAYS * DAY_MS);
  const signInFrom = new Date(now.getTime() - SIGN_IN_DAYS * DAY_MS);
  // Chats and journals of the people in scope, so a selected team narrows them as it narrows the people.
  const members = ctx.teamId ? visibleUsers(ctx) : null;
  const [people, chats, journals, agents] = await Promise.all([
    signInOverview(ctx, signInFrom, SIGN_INS_SHOWN),
    chatsStartedCount(ctx.organizationId, usageFrom, members),
    journalsWrittenCount(ctx.organizationId, usageFrom, members),
    agentsOverview(ctx, AGENTS_SHOWN),
  ]);
  return {
    usage: { members: people.members, signedInRecently: people.signedIn, chats, journals },
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
