/**
 * Whether an instruction runs (§4): "an instruction runs only when all its add triggers are valid and no remove
 * trigger fires; instructions in a set also inherit the set's triggers". Pure and isomorphic.
 *
 * Decisions (see docs/decisions.md, "Triggers"):
 * - The triggers considered are the set's followed by the instruction's own; both lists count the same way.
 * - No add trigger at all means "no condition": the instruction runs unless a remove trigger fires.
 * - A remove trigger beats any add trigger.
 * - An inactive instruction, or an instruction of an inactive set, never runs.
 * - Triggers are stored as JSON: each is read with the contract's schema (the old spelling `kind` is accepted for
 *   `type`). One that cannot be read never fires: as an add trigger it keeps the instruction from running (fail
 *   closed), as a remove trigger it is ignored; either way a reason says so.
 */
import { type Trigger, type TriggerInputs, triggerSchema } from "@/lib/contracts/triggers/schemas";
import { checkTrigger, describeTrigger } from "./fires";

export type TriggerOrigin = "set" | "instruction";

/** One trigger as the engine saw it. */
export interface TriggerVerdict {
  origin: TriggerOrigin;
  action: "add" | "remove";
  /** The parsed trigger; null when the stored value could not be read. */
  trigger: Trigger | null;
  /** Whether its condition holds (false for a trigger that could not be read). */
  holds: boolean;
  /** Short human text: "onSessionNumber 3 does not hold: session 2". */
  text: string;
}

export interface Evaluation {
  runs: boolean;
  /** Why it runs, or why not: only the decisive texts (see `verdicts` for all). */
  reasons: string[];
  verdicts: TriggerVerdict[];
}

/** The parts of an instruction the engine reads. */
export interface EvaluableInstruction {
  active?: boolean | null;
  triggers?: unknown;
}

/** The parts of an instruction set the engine reads; null/undefined for an instruction outside any set. */
export interface EvaluableSet {
  active?: boolean | null;
  triggers?: unknown;
}

type ParsedTrigger = { action: "add" | "remove"; trigger: Trigger | null; raw: unknown };

/** Reads stored triggers (JSON) with the contract's schema; anything that is not a list reads as no triggers. */
export function parseTriggers(stored: unknown): ParsedTrigger[] {
  if (!Array.isArray(stored)) return [];
  return stored.map((raw) => {
    const candidate =
      raw && typeof raw === "object" && !("type" in raw) && "kind" in raw
        ? { ...(raw as object), type: (raw as { kind: unknown }).kind }
        : raw;
    const parsed = triggerSchema.safeParse(candidate);
    if (parsed.success) return { action: parsed.data.action, trigger: parsed.data, raw };
    const action = (raw as { action?: unknown } | null)?.action === "remove" ? "remove" : "add";
    return { action, trigger: null, raw };
  });
}

function rawLabel(raw: unknown): string {
  const type = (raw as { type?: unknown; kind?: unknown } | null)?.type ?? (raw as { kind?: unknown })?.kind;
  return typeof type === "string" && type !== "" ? type : "trigger";
}

function verdictOf(parsed: ParsedTrigger, origin: TriggerOrigin, inputs: TriggerInputs): TriggerVerdict {
  const prefix = `${origin === "set" ? "set: " : ""}${parsed.action === "remove" ? "remove " : ""}`;
  if (!parsed.trigger) {
    const effect = parsed.action === "remove" ? "ignored" : "does not hold";
    return {
      origin,
      action: parsed.action,
      trigger: null,
      holds: false,
      text: `${prefix}invalid ${rawLabel(parsed.raw)} ${effect}`,
    };
  }
  const { holds, observed } = checkTrigger(parsed.trigger, inputs);
  const verb =
    parsed.action === "remove" ? (holds ? "fires" : "does not fire") : holds ? "holds" : "does not hold";
  return {
    origin,
    action: parsed.action,
    trigger: parsed.trigger,
    holds,
    text: `${prefix}${describeTrigger(parsed.trigger)} ${verb}: ${observed}`,
  };
}

/**
 * Whether an instruction runs for these inputs, with the reasons. `set` is the instruction's set (its triggers are
 * inherited), or null for an instruction outside a set.
 */
export function evaluateInstruction(
  instruction: EvaluableInstruction,
  set: EvaluableSet | null | undefined,
  inputs: TriggerInputs,
): Evaluation {
  const verdicts = [
    ...parseTriggers(set?.triggers).map((p) => verdictOf(p, "set", inputs)),
    ...parseTriggers(instruction.triggers).map((p) => verdictOf(p, "instruction", inputs)),
  ];
  const inactive: string[] = [];
  if (set && set.active === false) inactive.push("set is inactive");
  if (instruction.active === false) inactive.push("instruction is inactive");
  if (inactive.length > 0) return { runs: false, reasons: inactive, verdicts };

  const adds = verdicts.filter((v) => v.action === "add");
  const failingAdds = adds.filter((v) => !v.holds);
  const firingRemoves = verdicts.filter((v) => v.action === "remove" && v.holds);
  if (failingAdds.length > 0 || firingRemoves.length > 0) {
    return { runs: false, reasons: [...firingRemoves, ...failingAdds].map((v) => v.text), verdicts };
  }
  const reasons = adds.length === 0 ? ["no add trigger: runs unless removed"] : adds.map((v) => v.text);
  return { runs: true, reasons, verdicts };
}
