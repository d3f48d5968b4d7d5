#!/usr/bin/env node
/**
 * The links rule: every file the docs and the code's comments point to exists. It reads each tracked Markdown,
 * TypeScript and script file and checks two kinds of reference: a Markdown link to a local file (`[text](path)`,
 * relative to the Markdown file), and a path from the repository's root written in the text (`src/…`, `docs/…`,
 * `scripts/…`, `tests/…`, `prisma/…`). A path with a placeholder in it (`[id]` for any id, `{a,b}`, `*`) is a
 * pattern, not a file, and is skipped. Every page of docs/ must also be linked from the README, where a newcomer
 * starts. Prints each broken reference and unlinked page, and fails when there is one.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";

/** The tracked files; outside a git checkout (an unpacked archive), every file but what is built or installed. */
function sourceFiles() {
  try {
    return execFileSync("git", ["ls-files"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).split(
      "\n",
    );
  } catch {
    const skip = new Set(["node_modules", ".git", ".next", ".data", "test-results"]);
    const walk = (dir) =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        if (skip.has(entry.name)) return [];
        const path = dir === "." ? entry.name : join(dir, entry.name);
        return entry.isDirectory() ? walk(path) : [path];
      });
    return walk(".");
  }
}

const FILES = sourceFiles().filter(
  (file) => /\.(md|ts|tsx|mjs|js)$/.test(file) && !file.startsWith("src/generated/"),
);
// A path ends in a file's extension or in "/" (a folder): "prisma/config" is an npm module, not a file.
const ROOT_PATH = /(?<![\w./@-])((?:src|docs|scripts|tests|prisma)\/[\w./@[\]-]*(?:\.[a-z]+|\/))(?![\w/])/g;
const MARKDOWN_LINK = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g;
const PATTERN = /\[(?!id\]|\.\.\.)|\]\[|[{}*<>]/;

const broken = [];
for (const file of FILES) {
  const text = readFileSync(file, "utf8");
  const lineOf = (index) => text.slice(0, index).split("\n").length;
  for (const match of text.matchAll(ROOT_PATH)) {
    const path = match[1].replace(/\/$/, "");
    if (path.endsWith("]") && !path.endsWith("[id]")) continue;
    // Prisma writes src/generated on install: a reference to it is checked only once it is there.
    if (PATTERN.test(path) || path.includes("[id]") || path.startsWith("src/generated") || existsSync(path))
      continue;
    broken.push(`${file}:${lineOf(match.index)}: ${path}`);
  }
  if (!file.endsWith(".md")) continue;
  for (const match of text.matchAll(MARKDOWN_LINK)) {
    const target = match[1];
    if (/^[a-z]+:/i.test(target)) continue;
    if (!existsSync(normalize(join(dirname(file), target))))
      broken.push(`${file}:${lineOf(match.index)}: ${target}`);
  }
}
const readme = existsSync("README.md") ? readFileSync("README.md", "utf8") : "";
const unlinked = FILES.filter((file) => /^docs\/[^/]+\.md$/.test(file) && !readme.includes(`](${file})`));
if (broken.length > 0 || unlinked.length > 0) {
  if (broken.length > 0) console.error("These references point to files that do not exist:");
  for (const place of broken) console.error(`  ${place}`);
  if (unlinked.length > 0) console.error("These docs are not linked from the README:");
  for (const page of unlinked) console.error(`  ${page}`);
  process.exit(1);
}
console.log(
  `links rule: every file the docs and comments point to exists, and the README links every doc (${FILES.length} files read)`,
);
