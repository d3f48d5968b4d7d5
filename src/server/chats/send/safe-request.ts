/**
 * A safe turn's model request: the safe-response protocol instead of the agent's instructions, the person's brief,
 * coach prompts and files (none of those belong in such a reply), with the last few turns for context.
 */
import type { ModelMessage } from "@/server/ai";
import { safeResponseInstructions } from "@/server/safeguarding/safe-response";
import type { ReplyInputs } from "./reply-inputs";
import type { SafeTurn } from "./screen-turn";

const HISTORY_TURNS = 6;

export function safeRequestMessages(
  safe: SafeTurn,
  history: ReplyInputs["history"],
  userMessage: string | null,
): ModelMessage[] {
  return [
    { role: "system", content: safeResponseInstructions(safe.language) },
    ...history.slice(-HISTORY_TURNS).map((m) => ({ role: m.role, content: m.content })),
    ...(userMessage !== null ? [{ role: "user" as const, content: userMessage }] : []),
  ];
}

/** What the reply records: kinds and severities (never the words), the language, the support card. */
export function safeTurnDetails(safe: SafeTurn) {
  return {
    concerns: safe.screening.concerns.map((c) => ({
      kind: c.kind,
      severity: c.severity,
      detector: c.detector,
    })),
    screening: safe.screening.runs.map((r) => ({ ...r, ms: Math.round(r.ms * 100) / 100 })),
    language: safe.language,
    support: { contacts: safe.contacts },
  };
}
