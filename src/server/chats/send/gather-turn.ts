/**
 * Phase 1 of a turn, "gather": what the model request needs beyond the turn's inputs. The agent's file context
 * (only agents with files pay for its read) and the person's brief, composed within the agent's token budget from
 * the data reply-inputs.ts read with the chat (so the brief costs no round trip of its own).
 */

import { composeBrief } from "@/server/brief/brief";
import { agentFileContext } from "@/server/files/agent-file-context";
import type { ReplyAgent, ReplyInputs } from "./reply-inputs";
import type { Gathered } from "./reply-request";

export async function gatherTurn(
  inputs: ReplyInputs,
  agent: ReplyAgent,
  userMessage: string | null,
): Promise<{ parts: Gathered; timings: Record<string, number> }> {
  const filesStart = Date.now();
  const fileContext = agent.hasFiles ? await agentFileContext(agent.id, userMessage ?? "") : null;
  const filesMs = Date.now() - filesStart;
  // Sub-millisecond: the brief's compose time is what `npm run bench:chat` reports of it.
  const briefStart = performance.now();
  const brief = inputs.brief ? composeBrief(inputs.brief.data, inputs.brief.budget) : null;
  const briefMs = Math.round((performance.now() - briefStart) * 100) / 100;
  return {
    parts: { fileContext, brief },
    timings: {
      ...(agent.hasFiles ? { instructionFiles: filesMs } : {}),
      ...(brief ? { brief: briefMs } : {}),
    },
  };
}
