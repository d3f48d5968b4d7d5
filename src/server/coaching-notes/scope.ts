/**
 * Who may see and manage which coaching notes, as Prisma where-clauses built on the users' and teams' own
 * visibility rules (src/server/users/scope.ts, src/server/teams/scope.ts), always inside the
 * organisation the call acts in:
 * - coaches and admins: the notes addressed to a user they may see or to a team they may see; with a team chosen
 *   (the team header), that team's notes and its members' notes;
 * - athletes: only feedback, addressed to them or to one of their teams (observations and coach-prompts are the
 *   coach's and the AI's).
 * A note outside the scope is "Coaching note not found", for reads and writes alike.
 */
import type { Prisma } from "@/generated/prisma/client";
import type { RequestContext } from "@/server/http/context";
import { visibleTeams } from "@/server/teams/scope";
import { visibleUsers } from "@/server/users/scope";

/** Role user without the master flag: the athlete-only features (inbox) and the athlete read scope. */
export function isAthlete(ctx: RequestContext): boolean {
  return ctx.user.role === "user" && !ctx.user.isAdminMaster;
}

/** The teams a coach or admin may address notes to and read notes of: visible teams, the chosen one if any. */
export function noteTeams(ctx: RequestContext): Prisma.TeamWhereInput {
  return ctx.teamId ? { AND: [visibleTeams(ctx), { id: ctx.teamId }] } : visibleTeams(ctx);
}

/** The feedback addressed to the caller or one of their teams, in the context organisation (the inbox). */
export function inboxNotes(ctx: RequestContext): Prisma.CoachingNoteWhereInput {
  const teams = ctx.user.teams;
  return {
    toOrganizationId: ctx.organizationId,
    type: "feedback",
    OR: [{ toUserId: ctx.user._id }, ...(teams.length > 0 ? [{ toTeamId: { in: teams } }] : [])],
  };
}

export function visibleNotes(ctx: RequestContext): Prisma.CoachingNoteWhereInput {
  if (isAthlete(ctx)) return inboxNotes(ctx);
  return {
    toOrganizationId: ctx.organizationId,
    OR: [{ toUser: { is: visibleUsers(ctx) } }, { toTeam: { is: noteTeams(ctx) } }],
  };
}

/** An AI draft waiting for a coach: it reaches neither the athlete nor the model until approved. */
export const A_DRAFT = { fromAI: true, approvedAt: null } as const satisfies Prisma.CoachingNoteWhereInput;
export const NOT_A_DRAFT = { NOT: A_DRAFT } as const satisfies Prisma.CoachingNoteWhereInput;
