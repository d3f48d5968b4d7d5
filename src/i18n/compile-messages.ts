/**
 * Catalogues are compiled before they are used (icu-minify, next-intl's own message compiler): the browser and the
 * server then format messages without an ICU parser, whose code would be in every page's first load
 * (next.config.ts and vitest.config.ts point use-intl's formatter to its format-only build). Compiled messages are
 * smaller than their text, too.
 */
import compile from "icu-minify/compile";

type Tree = { [key: string]: string | Tree };

export function compileMessages<T>(tree: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree as Tree)) {
    out[key] = typeof value === "string" ? compile(value) : compileMessages(value);
  }
  return out as T;
}
