/**
 * The messages a reply's model call gets, in this order: the assembled instructions (core instruction and the
 * instructions that run), the agent's file context, the person's brief, the chat's additionalInstructions, loaded oracle data, the conversation so far (user and
 * assistant messages by number; system and developer messages are records, not conversation), then coachPrompts
 * and metaInstructions, then the new user message. Instructions and extras after the conversation are nearest to
 * the turn, so they steer it most.
 */
import type { PromptMessage } from "@/lib/triggers";
import type { ModelMessage } from "@/server/ai";

export interface ModelMessageParts {
  instructions: PromptMessage[];
  /** What the agent's files add (agent-file-context.ts), right after its instructions. */
  fileContext?: string | null;
  /** The person's brief (brief/brief.ts): who the agent talks to, as quoted data, after the agent's own material. */
  brief?: string | null;
  additionalInstructions: string | null;
  loadedData: string | null;
  /** The conversation before this turn (reply-inputs.ts, read before the turn's user message is stored). */
  history: { role: string; content: string }[];
  /** The user message of this turn, put last. */
  userMessage: string | null;
  /** The client's and the chat user's active coach-prompts (coaching-notes/active-coach-prompts.ts), deduplicated. */
  coachPrompts: string[];
  metaInstructions: string[];
}

const system = (content: string): ModelMessage => ({ role: "system", content });
const nonBlank = (text: string | null | undefined): text is string => Boolean(text?.trim());

export function modelMessages(parts: ModelMessageParts): ModelMessage[] {
  const { history } = parts;
  return [
    ...parts.instructions.map((m) => ({ role: m.role, content: m.content })),
    ...(nonBlank(parts.fileContext) ? [system(parts.fileContext)] : []),
    ...(nonBlank(parts.brief) ? [system(parts.brief)] : []),
    ...(nonBlank(parts.additionalInstructions) ? [system(parts.additionalInstructions)] : []),
    ...(nonBlank(parts.loadedData) ? [system(parts.loadedData)] : []),
    ...history
      .filter((m) => m.content.trim() !== "")
      .map((m) => ({ role: m.role as "user" | "assistant", content: m.content })),
    ...parts.coachPrompts.filter(nonBlank).map(system),
    ...parts.metaInstructions.filter(nonBlank).map(system),
    ...(nonBlank(parts.userMessage) ? [{ role: "user" as const, content: parts.userMessage }] : []),
  ];
}
