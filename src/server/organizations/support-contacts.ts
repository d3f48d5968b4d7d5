import { db } from "@/server/db";

/** Who an athlete of organisation `id` can turn to, as its admins wrote it (empty when they wrote nothing). */
export async function supportContactsOf(id: string): Promise<string> {
  const row = await db.organization.findUnique({ where: { id }, select: { supportContacts: true } });
  return row?.supportContacts ?? "";
}
