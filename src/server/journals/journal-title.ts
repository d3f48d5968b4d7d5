import { db } from "@/server/db";

/**
 * Journal entry `id`'s title and organisation (null when it is gone): for the assessments domain's report of an
 * assessment that failed for good, which names the entry to the admins of its organisation.
 */
export function journalTitle(id: string): Promise<{ title: string; organizationId: string | null } | null> {
  return db.journalEntry.findUnique({
    where: { id },
    select: { title: true, organizationId: true },
  });
}
