import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { visibleUsers } from "./scope";

/**
 * The active athletes (role user) the caller may see, other than the caller, by name, at most `take`: the members
 * the coach's home overview looks at.
 */
export function activeAthletes(
  ctx: RequestContext,
  take: number,
): Promise<{ id: string; name: string; createdAt: Date }[]> {
  return db.user.findMany({
    where: { AND: [visibleUsers(ctx), { role: "user", active: true, id: { not: ctx.user._id } }] },
    select: { id: true, name: true, createdAt: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take,
  });
}
