import { AppError, notFound } from "@/lib/errors";
import type { RequestContext } from "@/server/http/context";
import { teamsWhere } from "@/server/teams/teams-in-organization";
import { findVisibleUser } from "@/server/users/find-visible-user";
import { noteTeams } from "./scope";

/**
 * A note may be addressed only to a user the caller may see ('User not found' otherwise, status 404) and to a
 * team the caller may see (TEAM_NOT_EXISTS): an id out of scope is indistinguishable from a missing one.
 */
export async function assertRecipients(ctx: RequestContext, input: { toUser?: string; toTeam?: string }) {
  const [user, team] = await Promise.all([
    input.toUser ? findVisibleUser(ctx, input.toUser) : Promise.resolve(null),
    input.toTeam
      ? teamsWhere([input.toTeam], noteTeams(ctx)).then((found) => found[0] ?? null)
      : Promise.resolve(null),
  ]);
  if (input.toUser && !user) throw notFound("User");
  if (input.toTeam && !team) throw new AppError("TEAM_NOT_EXISTS");
}
