/**
 * Member counts of an organisation (key null: every user of it, active or not) and of some of its teams (every
 * member of the team): the totalUsersLifetime of the usage records the demo seed writes (src/server/seed).
 */
import { db } from "@/server/db";

export async function memberCounts(
  organizationId: string,
  teamIds: Iterable<string>,
): Promise<Map<string | null, number>> {
  const members = async (teamId: string | null) =>
    teamId === null
      ? db.user.count({ where: { organizationId } })
      : db.user.count({ where: { teams: { some: { id: teamId } } } });
  const counts = new Map<string | null, number>();
  for (const team of [null, ...teamIds]) counts.set(team, await members(team));
  return counts;
}
