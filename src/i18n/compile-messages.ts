/**
 * Catalogues are compiled before they are used (icu-minify, next-intl's own message compiler): the browser and the
 * server then format messages without an ICU parser, whose code would be in every page's first load
 * (next.config.ts and vitest.config.ts point use-intl's formatter to its format-only build). Compiled messages are
 * smaller than their text, too.
 */
import compile from "icu-minify/compile";

type Tree = { [key: string]: string | Tree };

function compileTree(tree: Tree): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    out[key] = typeof value === "string" ? compile(value) : compileTree(value);
  }
  return out;
}

export function compileMessages<T>(tree: T): T {
  // Through JSON: the compiler's option maps have no prototype, which React cannot pass to client components.
  return JSON.parse(JSON.stringify(compileTree(tree as Tree))) as T;
}
