/**
 * When one trigger of §4 fires. Pure and isomorphic (no server imports): the chat service uses it through the
 * prompt assembly, and the instruction preview runs it in the browser.
 *
 * Decisions (see docs/decisions.md, "Triggers"):
 * - "session count" is `nSession` (1-based, this session among all the user's sessions), or `nSessionWithAgent`
 *   when the trigger has `withAgent` set (§4 "or count with the agent, if chosen").
 * - onGreetings holds while the assistant has sent at most 1 message (`nAssistantMessage <= 1`).
 * - everyNSessions and everyNAssistantMessages need a count above 0: 0 is a multiple of every N, but "every 3rd
 *   assistant message" must not fire before the assistant has said anything.
 * - onAssistantMessageNumber compares `nAssistantMessage` as is (0 = the assistant has not spoken yet).
 */
import type { Trigger, TriggerInputs, TriggerKind } from "@/lib/contracts/triggers/schemas";

/** What a trigger observed: whether its condition holds, and a short text of the input it looked at. */
export interface TriggerCheck {
  holds: boolean;
  /** The input behind the verdict, for humans: "session 2", "assistant messages 4", "mode oracle". */
  observed: string;
}

function sessionCount(trigger: { withAgent?: boolean }, inputs: TriggerInputs): number {
  return trigger.withAgent ? inputs.nSessionWithAgent : inputs.nSession;
}

function sessionText(trigger: { withAgent?: boolean }, inputs: TriggerInputs): string {
  return trigger.withAgent
    ? `session ${inputs.nSessionWithAgent} with this agent`
    : `session ${inputs.nSession}`;
}

const messagesText = (inputs: TriggerInputs) => `assistant messages ${inputs.nAssistantMessage}`;
const closingText = (inputs: TriggerInputs) =>
  inputs.chatIsClosing ? "chat is closing" : "chat is not closing";

/** A positive count that is a multiple of n (n < 1 never matches). */
function isPositiveMultiple(count: number, n: number): boolean {
  return n >= 1 && count > 0 && count % n === 0;
}

/** Evaluates one trigger's condition, whatever its action, and says what it looked at. */
export function checkTrigger(trigger: Trigger, inputs: TriggerInputs): TriggerCheck {
  switch (trigger.type) {
    case "onAlwaysTrigger":
      return { holds: true, observed: "always" };
    case "onGreetings":
      return { holds: inputs.nAssistantMessage <= 1, observed: messagesText(inputs) };
    case "onSessionNumber":
      return {
        holds: sessionCount(trigger, inputs) === trigger.value,
        observed: sessionText(trigger, inputs),
      };
    case "onSessionNumberIn":
      return {
        holds: trigger.value.includes(sessionCount(trigger, inputs)),
        observed: sessionText(trigger, inputs),
      };
    case "onAssistantMessageNumber":
      return { holds: inputs.nAssistantMessage === trigger.value, observed: messagesText(inputs) };
    case "onChatClosing":
      return { holds: inputs.chatIsClosing, observed: closingText(inputs) };
    case "onChatNotClosing":
      return { holds: !inputs.chatIsClosing, observed: closingText(inputs) };
    case "everyNSessions":
      return {
        holds: isPositiveMultiple(sessionCount(trigger, inputs), trigger.value),
        observed: sessionText(trigger, inputs),
      };
    case "everyNAssistantMessages":
      return {
        holds: isPositiveMultiple(inputs.nAssistantMessage, trigger.value),
        observed: messagesText(inputs),
      };
    case "onChatMode":
      return { holds: inputs.chatMode === trigger.value, observed: `mode ${inputs.chatMode}` };
    default: {
      const unknownKind: never = trigger;
      return { holds: false, observed: `unknown trigger ${String((unknownKind as { type: unknown }).type)}` };
    }
  }
}

/** Whether the trigger's condition holds for these inputs (the action — add or remove — is not applied here). */
export function triggerFires(trigger: Trigger, inputs: TriggerInputs): boolean {
  return checkTrigger(trigger, inputs).holds;
}

/** A short label of a trigger: "onSessionNumber 3", "everyNSessions 2 (with agent)", "onSessionNumberIn 1, 4". */
export function describeTrigger(trigger: Trigger): string {
  const kind: TriggerKind = trigger.type;
  const withAgent = "withAgent" in trigger && trigger.withAgent ? " (with agent)" : "";
  if (!("value" in trigger)) return kind;
  const value = Array.isArray(trigger.value) ? trigger.value.join(", ") : String(trigger.value);
  return `${kind} ${value}${withAgent}`;
}
