#!/usr/bin/env node
/**
 * The dependency rule of issue 21: no two domains of src/server import each other (in either direction, through
 * any of their files), src/lib imports nothing of src/server, and components import nothing of src/server. The
 * module graph comes from dependency-cruiser; the rule is checked here on the domain graph it gives. Exits 1 with
 * the offending imports listed.
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
    if (!to.startsWith("src/server/")) continue;
    if (module.source.startsWith("src/lib/") || module.source.startsWith("src/components/")) {
      problems.push(`${module.source} imports ${to} (src/lib and src/components must not import src/server)`);
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
  if (a < b && back) {
    problems.push(
      `server domains ${a} and ${b} import each other:\n    ${[...imports, ...back].join("\n    ")}`,
    );
  }
}
if (problems.length > 0) {
  console.error(`✗ dependency rule broken:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`✓ dependency rule: ${edges.size} one-way imports between server domains, none both ways`);
