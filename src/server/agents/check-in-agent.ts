import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { usableAgents } from "./scope";

/**
 * The agent that writes a check-in for the caller (an athlete): an active agent they may chat with that coaches
 * (coaching among its modes), one whose default mode is coaching first, then by name. Null when there is none.
 */
export async function checkInAgentFor(ctx: RequestContext): Promise<{ id: string } | null> {
  const rows = await db.agent.findMany({
    where: { AND: [usableAgents(ctx), { allowedModes: { has: "coaching" } }] },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: { id: true, defaultMode: true },
  });
  return rows.find((r) => r.defaultMode === "coaching") ?? rows[0] ?? null;
}
