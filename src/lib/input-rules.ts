/**
 * The limits and messages of the text rule that src/server/http/clean-input.ts applies at the edge, and the check
 * of one string. Here, below the server's domains, because sign-in (auth) checks the typed e-mail and password
 * with the same rule before it calls the identity provider.
 */

export const INPUT_LIMITS = {
  /** Levels of arrays and objects in one body; the deepest legitimate body (list filters) uses four. */
  depth: 32,
  /** Bytes of a JSON body; the largest legitimate one (a journal of 50,000 characters) is a fraction of it. */
  jsonBytes: 1024 * 1024,
  /** Bytes of a query string, as sent (percent-encoded). */
  queryBytes: 8 * 1024,
} as const;

export const INPUT_MESSAGES = {
  nul: "Must not contain NUL characters",
  surrogate: "Must not contain unpaired surrogate characters",
  depth: `Must not be nested more than ${INPUT_LIMITS.depth} levels deep`,
  key: "Key not allowed",
  notFinite: "Must be a finite number",
  tooLarge: `Body must be at most ${INPUT_LIMITS.jsonBytes / 1024 / 1024} MB`,
  queryTooLong: `Query must be at most ${INPUT_LIMITS.queryBytes / 1024} kB`,
  undecodablePath: "Must be valid percent-encoded UTF-8",
} as const;

/** The message for a string that breaks the rule, or null. */
export function textProblem(text: string): string | null {
  if (text.includes("\u0000")) return INPUT_MESSAGES.nul;
  if (!text.isWellFormed()) return INPUT_MESSAGES.surrogate;
  return null;
}
