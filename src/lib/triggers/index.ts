/**
 * The trigger engine of §4 and the prompt assembly: pure, isomorphic functions (no server imports), shared by
 * the chat service (through src/server/instructions/build-prompt.ts) and the instruction preview in the browser.
 */
export {
  type AssemblySet,
  assemblePrompt,
  type PromptMessage,
} from "./assemble";
export {
  evaluateInstruction,
  parseTriggers,
} from "./evaluate";
export { describeTrigger, triggerFires } from "./fires";
