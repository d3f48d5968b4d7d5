import type { UpdateTeamInput } from "@/lib/contracts/teams/schemas";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { isUniqueViolation } from "@/server/unique-violation";
import { findVisibleTeam, teamDetail } from "./find-team";
import { assertTeamSlugFree, slugExists } from "./slug";

/**
 * PUT /teams/{id} — coaches and admins by the table. Visibility does the rest: an admin reaches every team of
 * the organisation, a coach only the teams they are in (any other is TEAM_NOT_EXISTS).
 */
export async function updateTeam(ctx: RequestContext, id: string, input: UpdateTeamInput) {
  const team = await findVisibleTeam(ctx, id);
  if (input.slug !== undefined) await assertTeamSlugFree(team.organizationId, input.slug, id);
  try {
    await db.team.update({ where: { id }, data: { ...input, updatedById: ctx.user._id } });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugExists();
    throw error;
  }
  return teamDetail(ctx, id);
}
