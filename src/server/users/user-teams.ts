import { db } from "@/server/db";

/**
 * The teams user `userId` belongs to, in every organisation (id and organisation): for the assessments domain,
 * which files an assessment's values under the user's teams of the item's organisation. Throws when there is no
 * such user.
 */
export async function userTeams(userId: string): Promise<{ id: string; organizationId: string }[]> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { teams: { select: { id: true, organizationId: true } } },
  });
  return user.teams;
}
