/**
 * Prompt assembly (issue 4, item 4): for an agent, its applicable instruction sets and the trigger inputs of a
 * chat turn, the ordered model messages plus a trace of every instruction. Pure and isomorphic: the chat service
 * calls it through src/server/instructions/build-prompt.ts, the instruction preview calls it in the browser.
 *
 * Decisions (see docs/decisions.md, "Prompt assembly"):
 * - The agent's core instruction comes first (role system), when it is not blank.
 * - Then the instructions that run (src/lib/triggers/evaluate.ts), grouped by placement start → middle → end;
 *   within a group by `order` ascending; ties by set name, then instruction name, then id (deterministic).
 * - Instructions sharing a non-blank `key` replace each other: among the running ones only the highest `keyPower`
 *   stays; on a keyPower tie the later one in that order stays. The others stay in the trace with `droppedBy`.
 *   Instructions that do not run never compete for a key.
 * - The trace lists every instruction of every set given, in the same order, running or not.
 */
import { PLACEMENTS, type Placement, type PromptRole } from "@/lib/contracts/resources/values";
import type { TriggerInputs } from "@/lib/contracts/triggers/schemas";
import { type EvaluableSet, evaluateInstruction } from "./evaluate";

export type { Placement, PromptRole };

export interface AssemblyInstruction {
  id: string;
  name: string;
  content: string;
  role?: PromptRole | null;
  placement?: Placement | null;
  order?: number | null;
  key?: string | null;
  keyPower?: number | null;
  active?: boolean | null;
  triggers?: unknown;
}

export interface AssemblySet extends EvaluableSet {
  id: string;
  name: string;
  instructions: AssemblyInstruction[];
}

export interface AssemblyInput {
  agent: { coreInstruction?: string | null };
  sets: AssemblySet[];
  inputs: TriggerInputs;
}

export interface PromptMessage {
  role: PromptRole;
  content: string;
  source: { kind: "core" | "instruction"; instructionId?: string; setId?: string };
}

export interface TraceEntry {
  instructionId: string;
  name: string;
  setId: string;
  setName: string;
  /** Whether its triggers let it run (src/lib/triggers/evaluate.ts). */
  runs: boolean;
  /** In the prompt: it runs and no stronger instruction with the same key dropped it. */
  included: boolean;
  reasons: string[];
  placement: Placement;
  order: number;
  key: string | null;
  keyPower: number;
  /** Id of the instruction with the same key that replaced this one. */
  droppedBy?: string;
}

export interface AssembledPrompt {
  messages: PromptMessage[];
  trace: TraceEntry[];
}

interface Candidate {
  instruction: AssemblyInstruction;
  set: AssemblySet;
  placement: Placement;
  order: number;
  key: string | null;
  keyPower: number;
  runs: boolean;
  reasons: string[];
}

const placementRank = (p: Placement) => PLACEMENTS.indexOf(p);
const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function compare(a: Candidate, b: Candidate): number {
  return (
    placementRank(a.placement) - placementRank(b.placement) ||
    a.order - b.order ||
    text(a.set.name, b.set.name) ||
    text(a.instruction.name, b.instruction.name) ||
    text(a.instruction.id, b.instruction.id)
  );
}

function placementOf(value: AssemblyInstruction["placement"]): Placement {
  return value && (PLACEMENTS as readonly string[]).includes(value) ? value : "middle";
}

function finite(value: number | null | undefined): number {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

/** The core instruction, then the running instructions in order, with a trace of every instruction. */
export function assemblePrompt({ agent, sets, inputs }: AssemblyInput): AssembledPrompt {
  const candidates: Candidate[] = sets.flatMap((set) =>
    set.instructions.map((instruction) => {
      const { runs, reasons } = evaluateInstruction(instruction, set, inputs);
      const key = instruction.key?.trim() || null;
      return {
        instruction,
        set,
        placement: placementOf(instruction.placement),
        order: finite(instruction.order),
        key,
        keyPower: finite(instruction.keyPower),
        runs,
        reasons: [...reasons],
      };
    }),
  );
  candidates.sort(compare);

  // Key contests: walk the running instructions in prompt order; a later one with keyPower >= the holder's wins.
  const holders = new Map<string, Candidate>();
  const droppedBy = new Map<Candidate, Candidate>();
  for (const c of candidates) {
    if (!c.runs || c.key === null) continue;
    const holder = holders.get(c.key);
    if (!holder) holders.set(c.key, c);
    else if (c.keyPower >= holder.keyPower) {
      holders.set(c.key, c);
      droppedBy.set(holder, c);
    } else droppedBy.set(c, holder);
  }
  // A dropped holder points at whoever beat it; report the final winner of the key.
  for (const [loser] of droppedBy) droppedBy.set(loser, holders.get(loser.key as string) as Candidate);

  const messages: PromptMessage[] = [];
  const core = agent.coreInstruction?.trim();
  if (core) messages.push({ role: "system", content: core, source: { kind: "core" } });

  const trace: TraceEntry[] = candidates.map((c) => {
    const winner = droppedBy.get(c);
    if (winner) {
      c.reasons.push(
        `dropped: key "${c.key}" kept by "${winner.instruction.name}" (keyPower ${winner.keyPower} vs ${c.keyPower})`,
      );
    }
    const included = c.runs && !winner;
    if (included) {
      messages.push({
        role: c.instruction.role === "user" ? "user" : "system",
        content: c.instruction.content,
        source: { kind: "instruction", instructionId: c.instruction.id, setId: c.set.id },
      });
    }
    return {
      instructionId: c.instruction.id,
      name: c.instruction.name,
      setId: c.set.id,
      setName: c.set.name,
      runs: c.runs,
      included,
      reasons: c.reasons,
      placement: c.placement,
      order: c.order,
      key: c.key,
      keyPower: c.keyPower,
      ...(winner ? { droppedBy: winner.instruction.id } : {}),
    };
  });
  return { messages, trace };
}
