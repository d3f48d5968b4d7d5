import type { MembersInput } from "@/lib/contracts/common";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { assertAllFound, memberLists } from "@/server/organizations/member-checks";
import { usersInOrganization } from "@/server/users/users-in-organization";
import { findVisibleTeam, teamDetail } from "./find-team";

/**
 * PUT /teams/{id}/members — admins only by the table. Both lists must name users of the team's organisation
 * ('User not found' otherwise, the same answer for other organisations' users as for unknown ids). Adding a
 * member twice or removing a non-member changes nothing.
 */
export async function updateTeamMembers(ctx: RequestContext, id: string, input: MembersInput) {
  const team = await findVisibleTeam(ctx, id);
  const { toAdd, toRemove } = memberLists(input);
  const inOrganization = (ids: string[]) => usersInOrganization(ids, team.organizationId);
  assertAllFound("usersToAdd", toAdd, await inOrganization(toAdd));
  assertAllFound("usersToRemove", toRemove, await inOrganization(toRemove));
  if (toAdd.length > 0 || toRemove.length > 0) {
    await db.team.update({
      where: { id },
      data: {
        users: { connect: toAdd.map((u) => ({ id: u })), disconnect: toRemove.map((u) => ({ id: u })) },
        updatedById: ctx.user._id,
      },
    });
  }
  return teamDetail(ctx, id);
}
