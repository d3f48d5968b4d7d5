#!/usr/bin/env node
/**
 * The dependency rule: no two domains of src/server import each other (in either direction, through any of their
 * files), src/lib (shared with the browser) imports nothing of src/server, and no module of src is part of an
 * import cycle (a lazy import() counts: a cycle is two modules that cannot be read apart). The
 * module graph comes from dependency-cruiser; the rule is checked here on the domain graph it gives. Exits 1 with
 * the offending imports listed.
 *
 * Code that several domains need sits below them (src/lib, or a top-level module of src/server such as sql.ts),
 * and code that asks several domains sits above them in a domain of its own (downloads) or at the top
 * (job-handlers.ts), so that a domain can be read, tested and changed knowing only what it imports.
 */
import { cruise } from "dependency-cruiser";
import ts from "typescript";

const tsConfig = ts.readConfigFile("tsconfig.json", ts.sys.readFile).config;
const result = await cruise(
  ["src"],
  {
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^src/generated" },
  },
  undefined,
  { tsConfig },
);

const domainOf = (path) => /^src\/server\/([^/]+)\//.exec(path)?.[1];
const edges = new Map();
const problems = [];
for (const module of result.output.modules) {
  for (const dependency of module.dependencies) {
    const to = dependency.resolved;
    if (dependency.circular && to.startsWith("src/"))
      problems.push(`${module.source} imports ${to}, and the two are in one import cycle`);
    if (!to.startsWith("src/server/")) continue;
    if (module.source.startsWith("src/lib/")) {
      problems.push(
        `${module.source} imports ${to} (src/lib is shared with the browser: no src/server imports)`,
      );
    }
    const a = domainOf(module.source);
    const b = domainOf(to);
    if (!a || !b || a === b) continue;
    const key = `${a} → ${b}`;
    if (!edges.has(key)) edges.set(key, []);
    edges.get(key).push(`${module.source} → ${to}`);
  }
}
for (const [key, imports] of edges) {
  const [a, b] = key.split(" → ");
  const back = edges.get(`${b} → ${a}`);
  if (a >= b || !back) continue;
  problems.push(
    `server domains ${a} and ${b} import each other:\n    ${[...imports, ...back].join("\n    ")}`,
  );
}
if (problems.length > 0) {
  console.error(`✗ dependency rule broken:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `✓ dependency rule: ${edges.size} imports between server domains; no two domains import each other; no cycles`,
);
