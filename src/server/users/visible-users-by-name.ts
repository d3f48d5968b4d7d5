import type { Role } from "@/generated/prisma/client";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { visibleUsers } from "./scope";

/** The first `take` users the caller may see, by name: the assessments overview lists them with their values. */
export function visibleUsersByName(
  ctx: RequestContext,
  take: number,
): Promise<{ id: string; name: string; email: string; role: Role }[]> {
  return db.user.findMany({
    where: visibleUsers(ctx),
    select: { id: true, name: true, email: true, role: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take,
  });
}
