"use client";

import * as React from "react";
import { agents as agentEndpoints } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import type { AgentDoc } from "@/lib/contracts/agents/schemas";

/**
 * The organisation's agents by id (POST /agents/list, readable by everyone), so chat rows and headers can name
 * the agent a chat is with. `initial`: the agents the server already read with the page (a chat's own), there from
 * the first render and not fetched again. A failure leaves the map as it was: names are a nicety, the chats still
 * show.
 */
export function useAgentsById(initial?: AgentDoc[]): Map<string, AgentDoc> {
  const [agents, setAgents] = React.useState<Map<string, AgentDoc>>(
    () => new Map((initial ?? []).map((agent) => [agent._id, agent])),
  );
  const fromServer = initial !== undefined;
  React.useEffect(() => {
    if (fromServer) return;
    const controller = new AbortController();
    call(agentEndpoints.list, { body: {} }, { signal: controller.signal, toastOnError: false })
      .then((list) => {
        if (!controller.signal.aborted) setAgents(new Map(list.map((agent) => [agent._id, agent])));
      })
      .catch(() => {});
    return () => controller.abort();
  }, [fromServer]);
  return agents;
}

export function agentName(agents: Map<string, AgentDoc>, ids: string[]): string | null {
  const id = ids[0];
  if (!id) return null;
  return agents.get(id)?.name ?? null;
}
