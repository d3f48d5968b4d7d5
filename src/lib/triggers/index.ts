/**
 * The trigger engine of §4 and the prompt assembly: pure, isomorphic functions (no server imports), shared by
 * the chat service (through src/server/instructions/build-prompt.ts) and the instruction preview in the browser.
 */
export {
  type AssembledPrompt,
  type AssemblyInput,
  type AssemblyInstruction,
  type AssemblySet,
  assemblePrompt,
  PLACEMENTS,
  type Placement,
  type PromptMessage,
  type PromptRole,
  type TraceEntry,
} from "./assemble";
export {
  type EvaluableInstruction,
  type EvaluableSet,
  type Evaluation,
  evaluateInstruction,
  parseTriggers,
  type TriggerOrigin,
  type TriggerVerdict,
} from "./evaluate";
export { checkTrigger, describeTrigger, type TriggerCheck, triggerFires } from "./fires";
