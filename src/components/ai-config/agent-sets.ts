"use client";

import { useTranslations } from "next-intl";
import * as React from "react";
import { resources } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import type { InstructionSetDoc } from "@/lib/contracts/resources/schemas";
import { refIds } from "./labels";

/** A set applies in chats with this agent when it names no agent or names this one. */
export function setAppliesToAgent(set: InstructionSetDoc, agentId: string): boolean {
  const agents = refIds(set.toAgents);
  return agents.length === 0 || agents.includes(agentId);
}

/** Assigned to somebody: everybody, an organisation, a team or a user (a set assigned to nobody applies to nobody). */
export function setHasAudience(set: InstructionSetDoc): boolean {
  return Boolean(
    set.assignToEverybody || set.toOrganizations?.length || set.toTeams?.length || set.toUsers?.length,
  );
}

export interface AgentSets {
  sets: InstructionSetDoc[];
  loading: boolean;
  error: Error | null;
  reload: () => void;
}

/**
 * The instruction sets of the organisation that apply in chats with this agent (POST /resources/list
 * {type: "instruction-set"}, filtered here by their agents), each with its instructions (GET /resources/{id}).
 */
export function useAgentSets(agentId: string): AgentSets {
  const te = useTranslations("errors");
  const [attempt, setAttempt] = React.useState(0);
  const [state, setState] = React.useState<Omit<AgentSets, "reload">>({
    sets: [],
    loading: true,
    error: null,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` exists to force a refetch.
  React.useEffect(() => {
    const controller = new AbortController();
    const signal = controller.signal;
    setState((s) => ({ ...s, loading: true, error: null }));
    (async () => {
      // Asked for instruction sets, the store answers instruction sets.
      const all = (await call(
        resources.list,
        { body: { type: "instruction-set", filters: {}, sortBy: "name", sortOrder: "asc" } },
        { signal, toastOnError: false },
      )) as InstructionSetDoc[];
      const mine = all.filter((s) => setAppliesToAgent(s, agentId));
      return Promise.all(
        mine.map(
          (s) => call(resources.get, { params: { id: s._id } }, { signal }) as Promise<InstructionSetDoc>,
        ),
      );
    })().then(
      (sets) => {
        if (!signal.aborted) setState({ sets, loading: false, error: null });
      },
      (error: unknown) => {
        if (signal.aborted) return;
        setState({
          sets: [],
          loading: false,
          error: error instanceof Error ? error : new Error(te("codes.INTERNAL_ERROR")),
        });
      },
    );
    return () => controller.abort();
  }, [agentId, attempt, te]);
  const reload = React.useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
