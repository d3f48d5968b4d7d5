import type { RequestContext } from "@/server/http/context";
import { findVisibleTeam, teamDetail } from "./find-team";

/** GET /teams/{id} — anyone, within the teams they may see; with the members they may see. */
export async function getTeam(ctx: RequestContext, id: string) {
  await findVisibleTeam(ctx, id);
  return teamDetail(ctx, id);
}
