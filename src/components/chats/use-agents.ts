"use client";

import * as React from "react";
import { agents as agentEndpoints } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import type { AgentDoc } from "@/lib/contracts/agents/schemas";

/**
 * The organisation's agents by id (POST /agents/list, readable by everyone), so chat rows and headers can name
 * the agent a chat is with. `initial`: agents the server already read with the page, there from the first render.
 * A failure leaves the map as it was: names are a nicety, the chats still show.
 */
export function useAgentsById(initial: AgentDoc[] = []): Map<string, AgentDoc> {
  const [agents, setAgents] = React.useState<Map<string, AgentDoc>>(
    () => new Map(initial.map((agent) => [agent._id, agent])),
  );
  React.useEffect(() => {
    const controller = new AbortController();
    call(agentEndpoints.list, { body: {} }, { signal: controller.signal, toastOnError: false })
      .then((list) => {
        if (!controller.signal.aborted) setAgents(new Map(list.map((agent) => [agent._id, agent])));
      })
      .catch(() => {});
    return () => controller.abort();
  }, []);
  return agents;
}

export function agentName(agents: Map<string, AgentDoc>, ids: string[]): string | null {
  const id = ids[0];
  if (!id) return null;
  return agents.get(id)?.name ?? null;
}
