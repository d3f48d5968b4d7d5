#!/usr/bin/env node
/**
 * The dependency rule of issue 21: no two domains of src/server import each other (in either direction, through
 * any of their files), and src/lib (shared with the browser) imports nothing of src/server. The
 * module graph comes from dependency-cruiser; the rule is checked here on the domain graph it gives. Exits 1 with
 * the offending imports listed.
 *
 * A ratchet: the pairs in KNOWN_TWO_WAY imported each other when the rule was introduced and are still to be
 * untangled. A pair not in the list fails, and so does a listed pair that no longer imports both ways (take it
 * off the list), so the list only shrinks.
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

const KNOWN_TWO_WAY = new Set([
  "agents|files", // files/file-access.ts asks agents and chats who may download; a downloads layer above all three
  "chats|files", //   would own that check.
  "assessments|jobs", // jobs/handlers.ts and drain.ts list the domains' job handlers; the registry belongs above jobs.
  "chats|jobs",
  "auth|http", // auth-config.ts uses http/clean-input.ts's text rule, which belongs below both.
  "auth|users", // sign-in records activity (users); users create provider accounts (auth's firebase-admin).
]);

const domainOf = (path) => /^src\/server\/([^/]+)\//.exec(path)?.[1];
const edges = new Map();
const problems = [];
for (const module of result.output.modules) {
  for (const dependency of module.dependencies) {
    const to = dependency.resolved;
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
const seen = new Set();
for (const [key, imports] of edges) {
  const [a, b] = key.split(" → ");
  const back = edges.get(`${b} → ${a}`);
  if (a >= b || !back) continue;
  seen.add(`${a}|${b}`);
  if (KNOWN_TWO_WAY.has(`${a}|${b}`)) continue;
  problems.push(
    `server domains ${a} and ${b} import each other:\n    ${[...imports, ...back].join("\n    ")}`,
  );
}
for (const pair of KNOWN_TWO_WAY) {
  if (!seen.has(pair))
    problems.push(`${pair.replace("|", " and ")} no longer import each other: take them off KNOWN_TWO_WAY`);
}
if (problems.length > 0) {
  console.error(`✗ dependency rule broken:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `✓ dependency rule: ${edges.size} imports between server domains; no new two-way pair (${KNOWN_TWO_WAY.size} known, listed to untangle)`,
);
