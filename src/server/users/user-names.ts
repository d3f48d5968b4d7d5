import { db } from "@/server/db";

/** The names of these users (any organisation), by id; ids of users who no longer exist are left out. */
export async function userNames(ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.user.findMany({ where: { id: { in: [...ids] } }, select: { id: true, name: true } });
  return new Map(rows.map((row) => [row.id, row.name]));
}
