// Which areas of the message catalogue a module and everything it imports use on the client: the namespaces of its
// `useTranslations("area…")` calls, found by reading the sources (static and dynamic imports, type-only ones
// skipped). `useTranslations()` with no namespace reads any area, so it stands for all of them (ALL).
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export const ALL = "*";
const SRC = path.resolve(import.meta.dirname, "../../src");
const EXTENSIONS = [".tsx", ".ts", ".jsx", ".js", "/index.tsx", "/index.ts"];
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const USE_TRANSLATIONS = /useTranslations\(\s*(?:["']([A-Za-z]+)[."']|\))/g;

function resolve(specifier, from) {
  let base;
  if (specifier.startsWith("@/")) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  if (existsSync(base) && statSync(base).isFile()) return /\.[jt]sx?$/.test(base) ? base : null;
  for (const extension of EXTENSIONS) if (existsSync(base + extension)) return base + extension;
  return null;
}

/** The areas the modules `entries` and their imports use, sorted; [ALL] when one of them may use any. */
export function messageAreas(entries) {
  const areas = new Set();
  const seen = new Set();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const [, area] of source.matchAll(USE_TRANSLATIONS)) areas.add(area ?? ALL);
    for (const [, specifier, dynamic] of source.matchAll(IMPORT)) {
      const target = resolve(specifier ?? dynamic, file);
      if (target) queue.push(target);
    }
  }
  return areas.has(ALL) ? [ALL] : [...areas].sort();
}
