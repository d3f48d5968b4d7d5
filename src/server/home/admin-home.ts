/**
 * The admin's (and master admin's) home overview: usage at a glance, the agents and recent sign-ins, all inside
 * the organisation the page acts in (a master admin's chosen one) and, when a team is selected, that team's
 * members (visibleUsers). Counts are read directly rather than from the daily statistics, so a fresh
 * organisation shows its numbers before the first statistics job has run.
 */
import "server-only";
import { visibleAgents } from "@/server/agents/scope";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { visibleUsers } from "@/server/users/scope";
import type { AdminHome } from "./types";

export const USAGE_DAYS = 30;
export const SIGN_IN_DAYS = 7;
const AGENTS_SHOWN = 5;
const SIGN_INS_SHOWN = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function adminHome(ctx: RequestContext, now: Date = new Date()): Promise<AdminHome> {
  const users = visibleUsers(ctx);
  const usageFrom = new Date(now.getTime() - USAGE_DAYS * DAY_MS);
  const signInFrom = new Date(now.getTime() - SIGN_IN_DAYS * DAY_MS);
  // Chats and journals of the people in scope, so a selected team narrows them as it narrows the people.
  const byMembers = ctx.teamId ? { user: { is: users } } : {};
  const [members, signedIn, chats, journals, agents, agentsTotal, agentsActive, signIns] = await Promise.all([
    db.user.count({ where: users }),
    db.user.count({ where: { AND: [users, { lastLoginAt: { gte: signInFrom } }] } }),
    db.chat.count({
      where: {
        organizationId: ctx.organizationId,
        createdAt: { gte: usageFrom },
        ...(ctx.teamId ? { createdBy: { is: users } } : {}),
      },
    }),
    db.journalEntry.count({
      where: { organizationId: ctx.organizationId, createdAt: { gte: usageFrom }, ...byMembers },
    }),
    db.agent.findMany({
      where: visibleAgents(ctx),
      orderBy: [{ active: "desc" }, { updatedAt: "desc" }, { id: "desc" }],
      select: { id: true, name: true, active: true },
      take: AGENTS_SHOWN,
    }),
    db.agent.count({ where: visibleAgents(ctx) }),
    db.agent.count({ where: { AND: [visibleAgents(ctx), { active: true }] } }),
    db.user.findMany({
      where: { AND: [users, { lastLoginAt: { not: null } }] },
      orderBy: [{ lastLoginAt: "desc" }, { id: "desc" }],
      select: { id: true, name: true, email: true, role: true, lastLoginAt: true },
      take: SIGN_INS_SHOWN,
    }),
  ]);
  return {
    usage: { members, signedInRecently: signedIn, chats, journals },
    usageDays: USAGE_DAYS,
    signInDays: SIGN_IN_DAYS,
    agents: {
      total: agentsTotal,
      active: agentsActive,
      items: agents.map((a) => ({ _id: a.id, name: a.name, active: a.active })),
    },
    signIns: signIns.map((u) => ({
      _id: u.id,
      name: u.name,
      email: u.email,
      role: u.role,
      lastLoginAt: (u.lastLoginAt as Date).toISOString(),
    })),
  };
}
