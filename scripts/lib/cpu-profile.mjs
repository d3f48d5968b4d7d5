// Reads the V8 CPU profiles Node writes with `--cpu-prof` (a .cpuprofile per process) and prints where the time
// went: the functions with the most self time, and the share of garbage collection, idle and the rest. The app is
// bundled and minified; where a server chunk has its source map beside it (`<chunk>.js.map`, which the production
// build writes), a function is named by its source file, line and original name instead of the chunk's.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SPECIAL = new Set(["(idle)", "(garbage collector)", "(program)", "(root)"]);

/** The source map beside a chunk the profile names (file:// URL or path), or null; read once per chunk. */
function sourceMapReader() {
  const maps = new Map();
  return (url) => {
    if (!url || url.startsWith("node:")) return null;
    if (!maps.has(url)) {
      let map = null;
      try {
        const file = `${url.startsWith("file://") ? fileURLToPath(url) : url}.map`;
        if (existsSync(file)) map = new SourceMap(JSON.parse(readFileSync(file, "utf8")));
      } catch {
        // An unreadable map: the chunk's own names.
      }
      maps.set(url, map);
    }
    return maps.get(url);
  };
}

/** "name  file:line" for a profile's call frame: the original source's when a source map knows it. */
export function frameName(callFrame, mapOf = sourceMapReader()) {
  const { functionName, url, lineNumber, columnNumber } = callFrame;
  const name = functionName || "(anonymous)";
  if (SPECIAL.has(name)) return name;
  const entry = mapOf(url)?.findEntry(lineNumber, columnNumber);
  if (entry?.originalSource) {
    // Sources come relative to the chunk ("../../../src/…") or as "turbopack:///[project]/src/…".
    const source = entry.originalSource
      .replace(/^.*\[project\]\//, "")
      .replace(/^(\.\.\/)+/, "")
      .replace(/ \[.*$/, "");
    return `${entry.name || name}  ${source}:${entry.originalLine + 1}`;
  }
  return `${name}  ${path.basename(url || "native")}:${lineNumber + 1}`;
}

/** Self time in ms per function (name, source or chunk file, and line) over every profile in `dir`. */
export function selfTimes(dir) {
  const totals = new Map();
  const mapOf = sourceMapReader();
  let all = 0;
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"))) {
    const profile = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const keys = new Map();
    profile.samples.forEach((id, i) => {
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      if (!keys.has(id)) keys.set(id, frameName(nodes.get(id).callFrame, mapOf));
      const key = keys.get(id);
      totals.set(key, (totals.get(key) ?? 0) + ms);
      all += ms;
    });
  }
  return { totals, all };
}

/** The `top` functions by self time, and idle / GC / program, as lines of text. */
export function profileSummary(dir, top = 25) {
  const { totals, all } = selfTimes(dir);
  const busy = all - (totals.get("(idle)") ?? 0);
  const pct = (ms) => `${((100 * ms) / busy).toFixed(1).padStart(5)} %`;
  const lines = [
    `CPU profile (${dir}): ${(busy / 1000).toFixed(1)} s busy of ${(all / 1000).toFixed(1)} s profiled; shares of busy time`,
  ];
  for (const name of ["(garbage collector)", "(program)"]) {
    lines.push(`  ${pct(totals.get(name) ?? 0)}  ${name}`);
  }
  const ranked = [...totals].filter(([name]) => !SPECIAL.has(name)).sort((a, b) => b[1] - a[1]);
  for (const [name, ms] of ranked.slice(0, top)) lines.push(`  ${pct(ms)}  ${name}`);
  return lines.join("\n");
}
