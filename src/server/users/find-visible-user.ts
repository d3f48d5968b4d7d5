import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { visibleUser } from "./scope";

/**
 * User `id` (id and name) if the caller may see them, else null: for other domains checking the user a request
 * names, where anyone the caller may not see is indistinguishable from a missing id.
 */
export function findVisibleUser(
  ctx: RequestContext,
  id: string,
): Promise<{ id: string; name: string } | null> {
  return db.user.findFirst({ where: visibleUser(ctx, id), select: { id: true, name: true } });
}
