import { db } from "@/server/db";

/** What a note calls a person: their preferred name, else the first word of their name ("" when gone). */
export async function firstNameOf(userId: string): Promise<string> {
  const row = await db.user.findUnique({
    where: { id: userId },
    select: { name: true, details: { select: { preferredName: true } } },
  });
  if (!row) return "";
  return row.details?.preferredName?.trim() || row.name.split(" ")[0];
}
