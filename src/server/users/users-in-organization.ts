import { db } from "@/server/db";

/**
 * Of `ids`, the users of `organizationId` (of any organisation when null): for checking the user ids that teams,
 * agents and instruction sets name, where an id outside the organisation is as unknown as a missing one.
 */
export function usersInOrganization(ids: string[], organizationId: string | null): Promise<{ id: string }[]> {
  return db.user.findMany({
    where: { id: { in: ids }, ...(organizationId === null ? {} : { organizationId }) },
    select: { id: true },
  });
}
