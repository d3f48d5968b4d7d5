/**
 * POST /chats/simulation: a coach or admin runs an agent against a simulated athlete to test the agent's
 * instructions. Nothing is stored but the usage reports (chatId null, the caller as user): no chat, no message,
 * no history of the member whose instruction sets apply.
 *
 * The run mirrors a real greeting-first chat: the agent opens (the greeting, as POST /chats/greeting does), then
 * each of the `turns` turns is the athlete speaking and the agent answering. Trigger inputs follow the send
 * pipeline's meaning (src/server/chats/send/trigger-inputs.ts): nAssistantMessage counts the agent's lines before
 * this one (0 for the greeting), nUserMessage the athlete's lines including the one answered, the session numbers
 * are `sessionNumber`, and the last turn is closing when `closeAtEnd` is set.
 */
import type { z } from "zod";
import type { SimulationInput, simulationResultSchema } from "@/lib/contracts/chats/schemas";
import type { TriggerInputs } from "@/lib/contracts/triggers/schemas";
import { AppError, notFound } from "@/lib/errors";
import { visibleAgentForSimulation } from "@/server/agents/agent-for-simulation";
import type { CompletionPurpose } from "@/server/ai";
import { resolveCompletionParams } from "@/server/ai/completion-params";
import type { RequestContext } from "@/server/http/context";
import { buildPrompt } from "@/server/instructions/build-prompt";
import { organizationChatConfig } from "@/server/organizations/organization-chat-config";
import { findVisibleUser } from "@/server/users/find-visible-user";
import { addUsage, completeText, NO_USAGE, type UsageOwner } from "./complete-text";
import {
  ATHLETE_MAX_TOKENS,
  agentConversation,
  athleteMessages,
  type SimulatedLine,
} from "./simulated-athlete";

type Inputs = Omit<TriggerInputs, "user">;

/** What POST /chats/simulation answers (the contract's response), and its turns. */
export type SimulationResult = z.output<typeof simulationResultSchema>;
export type AgentTurn = SimulationResult["greeting"];
export type SimulationTurn = SimulationResult["turns"][number];

async function simulationSubjects(ctx: RequestContext, input: SimulationInput) {
  const userId = input.userId ?? ctx.user._id;
  const [agent, user, organization] = await Promise.all([
    visibleAgentForSimulation(ctx, input.agentId),
    // The caller's rights, not the dashboard's team header: an admin tests with themselves whatever team is chosen.
    findVisibleUser({ ...ctx, teamId: null }, userId),
    organizationChatConfig(ctx.organizationId),
  ]);
  if (!agent) throw notFound("Agent");
  if (!user) throw notFound("User");
  const mode = input.mode ?? agent.defaultMode;
  if (!agent.allowedModes.includes(mode)) {
    throw new AppError("VALIDATION_ERROR", {
      fields: [{ path: "mode", message: "Must be one of the agent's allowed modes" }],
    });
  }
  const params = resolveCompletionParams({
    agent: agent.chatSettings,
    organization: organization?.chatConfig,
  });
  return { agent, user, mode, params };
}

export async function runSimulation(ctx: RequestContext, input: SimulationInput): Promise<SimulationResult> {
  if (ctx.user.role === "user") throw new AppError("FORBIDDEN");
  const { agent, user, mode, params } = await simulationSubjects(ctx, input);
  const owner: UsageOwner = { agentId: agent.id, userId: ctx.user._id, organizationId: ctx.organizationId };
  const conversation: SimulatedLine[] = [];
  let total = NO_USAGE;

  const agentSpeaks = async (inputs: Inputs, purpose: CompletionPurpose): Promise<AgentTurn> => {
    const prompt = await buildPrompt(ctx, { agentId: agent.id, userId: user.id, inputs });
    const reply = await completeText(
      {
        ...params,
        purpose,
        messages: [
          ...prompt.messages.map((m) => ({ role: m.role, content: m.content })),
          ...agentConversation(conversation),
        ],
      },
      owner,
    );
    conversation.push({ speaker: "agent", text: reply.text });
    total = addUsage(total, reply.usage);
    const instructions = prompt.trace.filter((t) => t.included).map((t) => t.name);
    return { assistant: reply.text, triggerInputs: inputs, instructions, usage: reply.usage };
  };

  const inputsFor = (assistantLines: number, athleteLines: number, closing: boolean): Inputs => ({
    nSession: input.sessionNumber,
    nSessionWithAgent: input.sessionNumber,
    nAssistantMessage: assistantLines,
    nUserMessage: athleteLines,
    chatIsClosing: closing,
    chatMode: mode,
  });

  const greeting = await agentSpeaks(inputsFor(0, 0, false), "greeting");
  const turns: SimulationTurn[] = [];
  for (let number = 1; number <= input.turns; number++) {
    const athlete = await completeText(
      {
        ...params,
        maxTokens: Math.min(params.maxTokens ?? ATHLETE_MAX_TOKENS, ATHLETE_MAX_TOKENS),
        purpose: "simulated-athlete",
        messages: athleteMessages(input.persona, conversation),
      },
      owner,
    );
    conversation.push({ speaker: "athlete", text: athlete.text });
    total = addUsage(total, athlete.usage);
    const closing = input.closeAtEnd && number === input.turns;
    const reply = await agentSpeaks(inputsFor(number, number, closing), closing ? "closing" : "reply");
    turns.push({ number, athlete: athlete.text, ...reply, usage: addUsage(athlete.usage, reply.usage) });
  }

  return {
    agent: { _id: agent.id, name: agent.name },
    user: { _id: user.id, name: user.name },
    mode,
    sessionNumber: input.sessionNumber,
    greeting,
    turns,
    usage: total,
  };
}
