/**
 * Instruction triggers of §4, as stored on instructions and instruction sets (JSON) and sent by forms. Each
 * trigger has a kind, an action (add: must hold for the instruction to run; remove: stops it when it fires) and,
 * for the kinds that need one, a value. The trigger engine (src/lib/triggers/) evaluates them.
 */
import { z } from "zod";
import { CHAT_MODES } from "@/lib/constants";
import { TRIGGER_KINDS } from "@/lib/contracts/triggers/values";

export type TriggerKind = (typeof TRIGGER_KINDS)[number];

export const TRIGGER_ACTIONS = ["add", "remove"] as const;

/** Said to an admin in the trigger editor: never zod's "expected number, received NaN". */
const TRIGGER_MESSAGES = {
  number: "Enter a number",
  mode: "Choose a mode",
} as const;

const number = () => z.coerce.number({ error: TRIGGER_MESSAGES.number }).int("Must be a whole number");
const positiveInt = number().positive("Number must be positive");

/**
 * onSessionNumberIn takes a list of numbers, or comma-separated text that is split, trimmed and de-duplicated;
 * at least one number is required.
 */
export const sessionNumberList = z
  .union([z.array(z.union([z.number(), z.string()])), z.string()])
  .transform((raw) => (Array.isArray(raw) ? raw.map(String) : raw.split(",")))
  .transform((parts) => parts.map((p) => p.trim()).filter((p) => p !== ""))
  .pipe(
    z
      .array(
        z
          .string()
          .transform(Number)
          .pipe(
            z
              .number({ error: TRIGGER_MESSAGES.number })
              .int("Must be a whole number")
              .positive("Number must be positive"),
          ),
      )
      .min(1, "At least one number is required"),
  )
  .transform((numbers) => [...new Set(numbers)]);

const base = { action: z.enum(TRIGGER_ACTIONS).default("add") };
/** Session kinds count sessions with this agent only when `withAgent` is set (§4 "or count with the agent"). */
const sessionScope = { withAgent: z.boolean().default(false) };

export const triggerSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("onAlwaysTrigger"), ...base }),
  z.object({ type: z.literal("onGreetings"), ...base }),
  z.object({ type: z.literal("onSessionNumber"), ...base, ...sessionScope, value: positiveInt }),
  z.object({ type: z.literal("onSessionNumberIn"), ...base, ...sessionScope, value: sessionNumberList }),
  z.object({
    type: z.literal("onAssistantMessageNumber"),
    ...base,
    value: number().min(0, "Number must be 0 or more"),
  }),
  z.object({ type: z.literal("onChatClosing"), ...base }),
  z.object({ type: z.literal("onChatNotClosing"), ...base }),
  z.object({ type: z.literal("everyNSessions"), ...base, ...sessionScope, value: positiveInt }),
  z.object({ type: z.literal("everyNAssistantMessages"), ...base, value: positiveInt }),
  z.object({
    type: z.literal("onChatMode"),
    ...base,
    value: z.enum(CHAT_MODES, { error: TRIGGER_MESSAGES.mode }),
  }),
]);

export const triggersSchema = z.array(triggerSchema).max(50).default([]);

export type Trigger = z.output<typeof triggerSchema>;
export type TriggerInput = z.input<typeof triggerSchema>;

/** What the engine evaluates triggers against (§4 "Trigger inputs"). */
export interface TriggerInputs {
  user: { _id: string; role: string };
  /** Number of this session among the user's sessions (1-based). */
  nSession: number;
  /** Number of this session among the user's sessions with this agent (1-based). */
  nSessionWithAgent: number;
  nAssistantMessage: number;
  nUserMessage: number;
  chatIsClosing: boolean;
  chatMode: (typeof CHAT_MODES)[number];
}

// Defined without zod in values.ts, which browser code imports.
export { TRIGGER_KINDS };
