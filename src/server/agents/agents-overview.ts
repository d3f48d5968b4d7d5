import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { visibleAgents } from "./scope";

/** The agents the caller may see, at a glance: the admin's home overview. */
export interface AgentsOverview {
  /** The first `take`: active ones first, then the latest updated. */
  items: { id: string; name: string; active: boolean }[];
  total: number;
  active: number;
}

/** The first `take` agents the caller may see (visibleAgents), with how many there are and how many are active. */
export async function agentsOverview(ctx: RequestContext, take: number): Promise<AgentsOverview> {
  const [items, total, active] = await Promise.all([
    db.agent.findMany({
      where: visibleAgents(ctx),
      orderBy: [{ active: "desc" }, { updatedAt: "desc" }, { id: "desc" }],
      select: { id: true, name: true, active: true },
      take,
    }),
    db.agent.count({ where: visibleAgents(ctx) }),
    db.agent.count({ where: { AND: [visibleAgents(ctx), { active: true }] } }),
  ]);
  return { items, total, active };
}
