/**
 * Phase 2 of a turn, "build": the model request, from what the gather phase read. Pure: no I/O and no clock, so
 * what the model receives is decided here alone; the API tests read it as the OpenAI-wire test server receives it
 * (tests/api/chats-send.test.ts, tests/api/person-brief.test.ts, tests/api/chats-versions.test.ts).
 */
import type { TriggerInputs } from "@/lib/contracts/triggers/schemas";
import type { CompletionParams, CompletionPurpose, ModelMessage } from "@/server/ai";
import { resolveCompletionParams } from "@/server/ai/completion-params";
import type { Brief } from "@/server/brief/brief";
import { assembleFromSources } from "@/server/instructions/build-prompt";
import { modelMessages } from "./model-messages";
import type { ReplyAgent, ReplyInputs } from "./reply-inputs";
import { safeRequestMessages, safeTurnDetails } from "./safe-request";
import type { SafeTurn } from "./screen-turn";
import { triggerInputs } from "./trigger-inputs";

export interface TurnExtras {
  purpose: CompletionPurpose;
  forceClose: boolean;
  /** The user message of the turn (null: greeting, allowNoUserInput). */
  userMessage: string | null;
  coachPrompts: string[];
  metaInstructions: string[];
  loadedData: string | null;
  /** The message raised a safeguarding concern: the reply follows the safe-response protocol (screen-turn.ts). */
  safe?: SafeTurn | null;
}

export interface Gathered {
  /** What the agent's files add (agent-file-context.ts), or null. */
  fileContext: string | null;
  /** The person's brief (brief.ts), or null when the agent reads no sources. */
  brief: Brief | null;
}

/** What a reply records of its request on the assistant message (details), before it has an outcome. */
export interface RequestDetails {
  completionParams: CompletionParams;
  triggerInputs: TriggerInputs;
  triggeredFunctions: { id: string; name: string; setId: string; setName: string }[];
  purpose: CompletionPurpose;
  /** Hidden info: which of the person's data the model saw, never the text itself. */
  brief?: Brief["record"];
  /** A safe turn: the kinds found, the person's language, and the support card's contacts (shown to everyone). */
  safeguarding?: ReturnType<typeof safeTurnDetails>;
}

export interface ReplyRequest {
  messages: ModelMessage[];
  params: CompletionParams;
  details: RequestDetails;
}

export function buildReplyRequest(
  caller: { id: string; role: TriggerInputs["user"]["role"] },
  inputs: ReplyInputs,
  agent: ReplyAgent,
  turn: TurnExtras,
  gathered: Gathered,
): ReplyRequest {
  const { chat } = inputs;
  const trigger = triggerInputs(chat, inputs.counts, {
    closing: turn.forceClose,
    pendingUserMessage: turn.userMessage !== null,
  });
  const prompt = assembleFromSources({ agent, user: caller, sets: inputs.sets }, trigger);
  const params = resolveCompletionParams({
    chat,
    agent: agent.chatSettings,
    organization: chat.organizationChatConfig,
  });
  if (turn.safe) {
    return {
      messages: safeRequestMessages(turn.safe, inputs.history, turn.userMessage),
      params,
      details: {
        completionParams: params,
        triggerInputs: { ...trigger, user: { _id: caller.id, role: caller.role } },
        triggeredFunctions: [],
        purpose: "safe-response",
        safeguarding: safeTurnDetails(turn.safe),
      },
    };
  }
  const messages = modelMessages({
    instructions: prompt.messages,
    fileContext: gathered.fileContext,
    brief: gathered.brief?.text ?? null,
    additionalInstructions: chat.additionalInstructions,
    loadedData: turn.loadedData,
    history: inputs.history,
    userMessage: turn.userMessage,
    coachPrompts: turn.coachPrompts,
    metaInstructions: turn.metaInstructions,
  });
  return {
    messages,
    params,
    details: {
      completionParams: params,
      triggerInputs: { ...trigger, user: { _id: caller.id, role: caller.role } },
      triggeredFunctions: prompt.trace
        .filter((t) => t.included)
        .map((t) => ({ id: t.instructionId, name: t.name, setId: t.setId, setName: t.setName })),
      purpose: turn.purpose,
      ...(gathered.brief ? { brief: gathered.brief.record } : {}),
    },
  };
}
