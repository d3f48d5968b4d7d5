import { recordAuditBy } from "@/server/audit/record-audit";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { agentDocument, agentInclude } from "./agent-document";
import { findVisibleAgent } from "./find-agent";

/**
 * DELETE /agents/{id} — coaches and admins by the table, in the organisation they act in. Assignments go with
 * the agent; chats and messages keep their history without it. Answers the deleted document.
 */
export async function deleteAgent(ctx: RequestContext, id: string) {
  await findVisibleAgent(ctx, id);
  const row = await db.agent.delete({ where: { id }, include: agentInclude });
  await recordAuditBy(ctx, "agent-deleted", { target: { type: "agent", id } });
  return agentDocument(row);
}
