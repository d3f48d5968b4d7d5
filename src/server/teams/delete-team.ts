import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { findVisibleTeam } from "./find-team";
import { teamDocument, teamListInclude } from "./team-document";

/**
 * DELETE /teams/{id} — admins only by the table, in the organisation they act in. Memberships go with the team;
 * the users stay. Answers the deleted document.
 */
export async function deleteTeam(ctx: RequestContext, id: string) {
  await findVisibleTeam(ctx, id);
  const row = await db.team.delete({ where: { id }, include: teamListInclude(ctx) });
  return teamDocument(row);
}
