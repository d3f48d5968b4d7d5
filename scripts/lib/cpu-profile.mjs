// Reads the V8 CPU profiles Node writes with `--cpu-prof` (a .cpuprofile per process) and prints where the time
// went: the functions with the most self time, and the share of garbage collection, idle and the rest. The app is
// bundled, so a file is a server chunk rather than a package; the function names and lines are what tell.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const SPECIAL = new Set(["(idle)", "(garbage collector)", "(program)", "(root)"]);

/** Self time in ms per function (name, chunk file and line) over every profile in `dir`. */
export function selfTimes(dir) {
  const totals = new Map();
  let all = 0;
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"))) {
    const profile = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    profile.samples.forEach((id, i) => {
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      const { functionName, url, lineNumber } = nodes.get(id).callFrame;
      const name = functionName || "(anonymous)";
      const key = SPECIAL.has(name) ? name : `${name}  ${path.basename(url || "native")}:${lineNumber + 1}`;
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
