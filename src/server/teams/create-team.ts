import type { CreateTeamInput } from "@/lib/contracts/teams/schemas";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { assertAllFound } from "@/server/organizations/member-checks";
import { isUniqueViolation } from "@/server/unique-violation";
import { usersInOrganization } from "@/server/users/users-in-organization";
import { teamDetail } from "./find-team";
import { slugExists, teamSlug } from "./slug";

/**
 * POST /teams — admins only by the table. The team is made in the organisation the caller acts in; initial
 * users must be users of that organisation (VALIDATION_ERROR on "users" otherwise).
 */
export async function createTeam(ctx: RequestContext, input: CreateTeamInput) {
  const { users = [], ...fields } = input;
  const organizationId = ctx.organizationId;
  const userIds = [...new Set(users)];
  const found = await usersInOrganization(userIds, organizationId);
  assertAllFound("users", userIds, found);
  const slug = await teamSlug(organizationId, fields.name, fields.slug);
  try {
    const row = await db.team.create({
      data: {
        ...fields,
        slug,
        organizationId,
        users: { connect: userIds.map((id) => ({ id })) },
        createdById: ctx.user._id,
        updatedById: ctx.user._id,
      },
      select: { id: true },
    });
    return teamDetail(ctx, row.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugExists();
    throw error;
  }
}
