import type { RequestContext } from "@/server/http/context";
import { agentDocumentFor } from "./agent-document";
import { findVisibleAgent } from "./find-agent";

/** GET /agents/{id} — anyone, within the agents of the organisation they act in. */
export async function getAgent(ctx: RequestContext, id: string) {
  return agentDocumentFor(ctx, await findVisibleAgent(ctx, id));
}
