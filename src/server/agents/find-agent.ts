import { notFound } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { agentDocument, agentInclude } from "./agent-document";
import { visibleAgents } from "./scope";

/**
 * The agent `id` if the caller may see it. Every use case starts here, so an agent of another organisation is
 * 'Agent not found' (BAD_REQUEST, status 404) for reads and writes alike.
 */
export async function findVisibleAgent(ctx: RequestContext, id: string) {
  const row = await db.agent.findFirst({
    where: { AND: [{ id }, visibleAgents(ctx)] },
    include: agentInclude,
  });
  if (!row) throw notFound("Agent");
  return row;
}

/** The full document of an agent the caller has just been allowed to see or change. */
export async function agentDetail(id: string) {
  const row = await db.agent.findUniqueOrThrow({ where: { id }, include: agentInclude });
  return agentDocument(row);
}
