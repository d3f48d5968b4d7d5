import type { MembersInput } from "@/lib/contracts/common";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { findVisibleOrganization } from "@/server/organizations/find-organization";
import { getOrganization } from "@/server/organizations/get-organization";
import { markOrganizationChanged } from "@/server/organizations/mark-organization-changed";
import { assertAllFound, memberLists, membersError } from "@/server/organizations/member-checks";
import { isMaster } from "@/server/organizations/scope";

/**
 * PUT /organizations/{id}/members — admins only by the table, and only on organisations they may see. It lives
 * with the users because it moves users (their organisation and teams); the organisation only counts its version up.
 * A user belongs to one organisation and a team belongs to one organisation, so a user who joins or leaves an
 * organisation also leaves the teams they were in. A plain admin may only take in users that belong to no
 * organisation (taking them from another organisation is a master admin's call); a master admin may move
 * anyone. Nobody can remove themselves or move themselves out, which would end their own access.
 */
export async function updateOrganizationMembers(ctx: RequestContext, id: string, input: MembersInput) {
  await findVisibleOrganization(ctx, id);
  const { toAdd, toRemove } = memberLists(input);
  const self = ctx.user._id;
  if (toRemove.includes(self)) throw membersError("usersToRemove", "You cannot remove yourself");
  if (toAdd.includes(self) && ctx.user.organization?._id !== id) {
    throw membersError("usersToAdd", "You cannot move yourself to another organization");
  }

  await db.$transaction(async (tx) => {
    const adding = await tx.user.findMany({
      where: {
        id: { in: toAdd },
        ...(isMaster(ctx) ? {} : { OR: [{ organizationId: null }, { organizationId: id }] }),
      },
      select: { id: true, organizationId: true },
    });
    assertAllFound("usersToAdd", toAdd, adding);
    const removing = await tx.user.findMany({
      where: { id: { in: toRemove }, organizationId: id },
      select: { id: true },
    });
    assertAllFound("usersToRemove", toRemove, removing);

    // Users already in the organisation are left alone, so repeating a call changes nothing.
    const joining = adding.filter((u) => u.organizationId !== id);
    for (const user of joining) {
      await tx.user.update({ where: { id: user.id }, data: { organizationId: id, teams: { set: [] } } });
    }
    for (const user of removing) {
      await tx.user.update({ where: { id: user.id }, data: { organizationId: null, teams: { set: [] } } });
    }
    // Its users[] changed (§3), so the organisation's version counts up too.
    if (joining.length > 0 || removing.length > 0) {
      await markOrganizationChanged(tx, id, self);
    }
  });
  return getOrganization(ctx, id);
}
