/**
 * Token counts for the brief's budget, with the tokenizer of current OpenAI models (o200k_base, from the
 * gpt-tokenizer package: pure JavaScript, no download at run time). Special-token text a person wrote
 * ("<|endoftext|>") is counted as ordinary text, never refused.
 * Counts are remembered per text (a bounded map, per instance): a person's brief is mostly the same lines turn
 * after turn, and counting is the composition's main cost (`npm run bench:chat`).
 */
import { countTokens } from "gpt-tokenizer/encoding/o200k_base";

const PLAIN = { disallowedSpecial: new Set<string>(), allowedSpecial: new Set<string>() };
const REMEMBERED = 20_000;
const counted = new Map<string, number>();

export function tokenCount(text: string): number {
  const known = counted.get(text);
  if (known !== undefined) return known;
  const count = countTokens(text, PLAIN);
  // Oldest first out: a Map iterates in insertion order.
  if (counted.size >= REMEMBERED) counted.delete(counted.keys().next().value as string);
  counted.set(text, count);
  return count;
}
