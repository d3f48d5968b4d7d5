#!/usr/bin/env node
/**
 * The tests' clock rule: a date a test builds comes from tests/support/clock.ts, never from `Date.now()` or
 * `new Date().getTime()` plus or minus an interval written in the test. Such a date lands on another day at some
 * hours (a chat dated "28 minutes ago" is yesterday's at 00:10), and the app groups and counts by days, so a test
 * built that way fails at some hours only. Prints each place and fails when there is one.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const ROOT = "tests";
const HELPER = join(ROOT, "support", "clock.ts");
const ARITHMETIC = /(Date\.now\(\)|new Date\(\)\.getTime\(\))\s*[-+]/;

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|mjs|js)$/.test(entry.name)) yield path;
  }
}

const found = [];
for (const file of sources(ROOT)) {
  if (file === HELPER) continue;
  readFileSync(file, "utf8")
    .split("\n")
    .forEach((line, i) => {
      if (ARITHMETIC.test(line)) found.push(`${relative(".", file)}:${i + 1}: ${line.trim()}`);
    });
}
if (found.length > 0) {
  console.error("Dates in tests come from tests/support/clock.ts (earlier, later, daysAgo, earlierToday…):");
  for (const place of found) console.error(`  ${place}`);
  process.exit(1);
}
console.log("test clock rule: no date arithmetic on the real clock outside tests/support/clock.ts");
