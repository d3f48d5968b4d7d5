#!/usr/bin/env node
/**
 * Writes src/i18n/messages/en-US/index.ts: the catalogue's areas, one JSON file each. English is the reference
 * the other languages are loaded by (src/i18n/catalogue.ts). Run after adding an area (a new en-US/<area>.json);
 * `npm test` fails when the index is stale. With --check, writes nothing and exits 1 when it would change.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../src/i18n/messages");
const LOCALES = ["en-US"];
const check = process.argv.includes("--check");

const areas = readdirSync(path.join(ROOT, "en-US"))
  .filter((f) => f.endsWith(".json"))
  .map((f) => f.slice(0, -5))
  .sort();
const identifier = (area) => area.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

const stale = [];
for (const locale of LOCALES) {
  const file = path.join(ROOT, locale, "index.ts");
  const text = [
    "// Written by scripts/i18n-index.mjs from the files of en-US/: run it after adding an area.",
    ...areas.map((a) => `import ${identifier(a)} from "./${a}.json";`),
    "",
    "export default {",
    ...areas.map((a) => `  ${identifier(a) === a ? a : `"${a}": ${identifier(a)}`},`),
    "};",
    "",
  ].join("\n");
  const before = existsSync(file) ? readFileSync(file, "utf8") : null;
  if (before === text) continue;
  stale.push(path.relative(process.cwd(), file));
  if (!check) writeFileSync(file, text);
}
if (check && stale.length > 0) {
  console.error(`Stale catalogue index (run node scripts/i18n-index.mjs): ${stale.join(", ")}`);
  process.exit(1);
}
