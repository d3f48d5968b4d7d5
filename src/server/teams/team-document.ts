/**
 * Team rows in the §3 document shape. In lists a team carries only its member count (`usersCount`); a single team
 * also carries the members the caller may see, as {_id, name, email, role, image}. The count is of those same
 * members: it never tells a caller about people hidden from them.
 */

import { pick } from "es-toolkit";
import type { Prisma } from "@/generated/prisma/client";
import type { Sendable } from "@/lib/api/define";
import type { TeamDoc, TeamMember, TeamWithMembersDoc } from "@/lib/contracts/teams/schemas";
import type { RequestContext } from "@/server/http/context";
import { visibleMembers } from "./scope";

export function teamListInclude(ctx: RequestContext) {
  return {
    _count: { select: { users: { where: visibleMembers(ctx) } } },
  } as const satisfies Prisma.TeamInclude;
}

const memberSelect = { id: true, name: true, email: true, role: true, image: true } as const;

export function teamDetailInclude(ctx: RequestContext) {
  return {
    ...teamListInclude(ctx),
    users: { where: visibleMembers(ctx), select: memberSelect, orderBy: { name: "asc" } },
  } as const satisfies Prisma.TeamInclude;
}

/** A team as read with `teamListInclude`. */
export type TeamRow = Prisma.TeamGetPayload<{ include: ReturnType<typeof teamListInclude> }>;
/** A team as read with `teamDetailInclude`. */
export type TeamWithMembersRow = Prisma.TeamGetPayload<{ include: ReturnType<typeof teamDetailInclude> }>;
type MemberRow = TeamWithMembersRow["users"][number];

export function teamDocument(row: TeamRow): Sendable<TeamDoc> {
  return {
    _id: row.id,
    __v: row.version,
    ...pick(row, ["name", "description", "image", "active", "slug"]),
    organization: row.organizationId,
    createdBy: row.createdById,
    updatedBy: row.updatedById,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    usersCount: row._count.users,
  };
}

function memberDocument(user: MemberRow): Sendable<TeamMember> {
  return { _id: user.id, name: user.name, email: user.email, role: user.role, image: user.image };
}

export function teamWithMembersDocument(row: TeamWithMembersRow): Sendable<TeamWithMembersDoc> {
  return { ...teamDocument(row), users: row.users.map(memberDocument) };
}
