import { notFound } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { visibleTeams } from "./scope";
import { teamDetailInclude, teamWithMembersDocument } from "./team-document";

/**
 * The team `id` if the caller may see it. Every use case starts here, so a team of another organisation (or,
 * for a coach or athlete, a team they are not in) is TEAM_NOT_EXISTS for reads and writes alike.
 */
export async function findVisibleTeam(ctx: RequestContext, id: string) {
  const row = await db.team.findFirst({
    where: { AND: [{ id }, visibleTeams(ctx)] },
    select: { id: true, organizationId: true },
  });
  if (!row) throw notFound("Team");
  return row;
}

/** The full document of a team the caller has just been allowed to see or change. */
export async function teamDetail(ctx: RequestContext, id: string) {
  const row = await db.team.findUniqueOrThrow({ where: { id }, include: teamDetailInclude(ctx) });
  return teamWithMembersDocument(row);
}
