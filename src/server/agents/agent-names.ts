import { db } from "@/server/db";

/** Agent id → name, for the given ids (a deleted agent is simply missing). */
export async function agentNames(ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.agent.findMany({ where: { id: { in: [...ids] } }, select: { id: true, name: true } });
  return new Map(rows.map((r) => [r.id, r.name]));
}
