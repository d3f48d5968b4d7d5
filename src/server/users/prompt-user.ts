import { db } from "@/server/db";

/** User `id` as a prompt's triggers need them (role and teams), if they are of the organisation. */
export function promptUser(id: string, organizationId: string) {
  return db.user.findFirst({
    where: { id, organizationId },
    select: { id: true, role: true, teams: { select: { id: true } } },
  });
}
