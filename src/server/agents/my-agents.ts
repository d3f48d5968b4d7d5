import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { agentDocumentFor, agentInclude } from "./agent-document";
import { usableAgents } from "./scope";

/** GET /agents/my-agents — anyone: the active agents the caller may chat with, by name. */
export async function myAgents(ctx: RequestContext) {
  const rows = await db.agent.findMany({
    where: usableAgents(ctx),
    orderBy: [{ name: "asc" }, { id: "asc" }],
    include: agentInclude,
  });
  return rows.map((row) => agentDocumentFor(ctx, row));
}
