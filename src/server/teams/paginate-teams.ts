import type { ListQuery } from "@/lib/contracts/list-query";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { paginate } from "@/server/list/paginate";
import { teamsListSpec } from "./list-spec";
import { visibleTeams } from "./scope";
import { type TeamRow, teamDocument, teamListInclude } from "./team-document";

/** POST /teams/paginate: the teams of the context organisation the caller may see. */
export function paginateTeams(ctx: RequestContext, query: ListQuery) {
  return paginate(db.team, query, teamsListSpec, {
    scope: visibleTeams(ctx),
    include: teamListInclude(ctx),
    toDoc: (row) => teamDocument(row as unknown as TeamRow),
  });
}
