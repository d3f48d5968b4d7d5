import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { visibleUser } from "./scope";

/** User `id` if the caller may see them: name, streaks and teams (by name), for the user's metrics; else null. */
export function metricsUser(ctx: RequestContext, id: string) {
  return db.user.findFirst({
    where: visibleUser(ctx, id),
    select: {
      id: true,
      name: true,
      streakDays: true,
      maxStreakDays: true,
      lastActiveOn: true,
      teams: { select: { id: true, name: true }, orderBy: { name: "asc" } },
    },
  });
}
