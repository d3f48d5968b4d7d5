import { db } from "@/server/db";

/**
 * Chat `id`'s title and organisation (null when it is gone): for the assessments domain's report of an assessment
 * that failed for good, which names the chat to the admins of its organisation.
 */
export function chatTitle(
  id: string,
): Promise<{ title: string | null; organizationId: string | null } | null> {
  return db.chat.findUnique({ where: { id }, select: { title: true, organizationId: true } });
}
