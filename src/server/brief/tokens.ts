/**
 * Token counts for the brief's budget, with the tokenizer of current OpenAI models (o200k_base, from the
 * gpt-tokenizer package: pure JavaScript, no download at run time). Special-token text a person wrote
 * ("<|endoftext|>") is counted as ordinary text, never refused.
 */
import { countTokens } from "gpt-tokenizer/encoding/o200k_base";

const PLAIN = { disallowedSpecial: new Set<string>(), allowedSpecial: new Set<string>() };

export function tokenCount(text: string): number {
  return countTokens(text, PLAIN);
}
