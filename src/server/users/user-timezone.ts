import { db } from "@/server/db";

/**
 * User `id`'s stored timezone, as stored (null when unset or there is no such user): for the assessment pages,
 * whose RequestContext takes it, as the API's does from its header.
 */
export async function userTimezone(id: string): Promise<string | null> {
  const row = await db.user.findUnique({ where: { id }, select: { timezone: true } });
  return row?.timezone ?? null;
}
