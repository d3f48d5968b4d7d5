#!/usr/bin/env node
/**
 * Writes src/i18n/page-areas.ts: which areas of the catalogue the dashboard's frame and each dashboard page use in
 * the browser, read from their sources (scripts/lib/message-areas.mjs), so that a page's HTML carries only those
 * (docs/i18n.md, "What reaches the browser"). Run it after a page or a component starts using another area;
 * `npm test` fails when the file is stale, or when a dashboard page does not ask for its own areas. With --check,
 * writes nothing and exits 1 on either.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ALL, messageAreas } from "./lib/message-areas.mjs";

const APP = path.resolve(import.meta.dirname, "../src/app");
const DASHBOARD = path.join(APP, "dashboard");
const OUT = path.resolve(import.meta.dirname, "../src/i18n/page-areas.ts");
const check = process.argv.includes("--check");

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

const files = filesUnder(DASHBOARD).filter((f) => f.endsWith(".tsx"));
const pages = files.filter((f) => path.basename(f) === "page.tsx").sort();
// The frame: what renders around or instead of a page (layouts, not-found, error and loading files).
const frameFiles = files.filter((f) =>
  /^(layout|not-found|error|loading|template)\.tsx$/.test(path.basename(f)),
);
const frame = messageAreas(frameFiles);
const routeOf = (page) => path.relative(APP, path.dirname(page)).split(path.sep).join("/");

const entries = pages.map((page) => {
  const areas = messageAreas([page]);
  const beyond = areas.includes(ALL) ? [ALL] : areas.filter((area) => !frame.includes(area));
  return `  ${JSON.stringify(routeOf(page))}: [${beyond.map((a) => JSON.stringify(a)).join(", ")}],`;
});
const written = [
  "// Written by scripts/i18n-page-areas.mjs from the sources: run it after a dashboard page or a component it uses",
  "// starts using another area of the catalogue.",
  "",
  "/** The areas the dashboard's frame uses in the browser: its layout, the shell, the not-found page. */",
  `export const FRAME_AREAS = [${frame.map((a) => JSON.stringify(a)).join(", ")}] as const;`,
  "",
  '/** The areas each dashboard page (by its folder under src/app) uses beyond the frame\'s; "*" is every area. */',
  "export const PAGE_AREAS = {",
  ...entries,
  "} as const satisfies Record<string, readonly string[]>;",
  "",
].join("\n");
// In the formatter's layout, so that the check and `biome check` agree on the file.
const BIOME = path.resolve(import.meta.dirname, "../node_modules/.bin/biome");
const text = execFileSync(BIOME, ["format", `--stdin-file-path=${OUT}`], {
  input: written,
  encoding: "utf8",
});

const problems = [];
const before = existsSync(OUT) ? readFileSync(OUT, "utf8") : null;
if (before !== text) {
  problems.push("src/i18n/page-areas.ts: stale (run node scripts/i18n-page-areas.mjs)");
  if (!check) writeFileSync(OUT, text);
}
for (const page of pages) {
  const wrapped = `export default withPageMessages(${JSON.stringify(routeOf(page))}, `;
  if (!readFileSync(page, "utf8").includes(wrapped)) {
    problems.push(`${path.relative(process.cwd(), page)}: its default export is not ${wrapped}…)`);
  }
}
if (check && problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
