#!/usr/bin/env node
/**
 * The data-module rule of issue 21, as a ratchet: each table (Prisma model) belongs to one domain of
 * src/server, and only that domain's code should read or write it, through Prisma (`db.<model>`, `tx.<model>`)
 * or SQL (`from "<Model>"`, `join`, `into`, `update`). Other domains ask the owner's data functions instead.
 *
 * Code written before the rule still reaches into foreign tables; those places are counted per domain and
 * table in scripts/data-owners-baseline.json. The check fails when a count grows or a new pair appears (new
 * code must use the owner's functions), and when a count shrinks without the baseline being lowered (so the
 * baseline always says what is left). `--update` writes the current counts as the new baseline; `--list` prints
 * every place.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

/** Owner domain of each Prisma model (by its Prisma client accessor). */
const OWNERS = {
  organization: "organizations",
  team: "teams",
  user: "users",
  userDetails: "users",
  userAnnotation: "users",
  file: "files",
  journalEntry: "journals",
  assessmentValue: "assessments",
  agent: "agents",
  goal: "goals",
  goalNote: "goals",
  chat: "chats",
  chatVoiceSettings: "chats",
  message: "chats",
  messageFeedback: "chats",
  replyLease: "chats",
  instructionSet: "instructions",
  instruction: "instructions",
  coachPromptTemplate: "instructions",
  instructionKey: "instructions",
  chatUsage: "usage",
  usageStatistics: "usage",
  coachingNote: "coaching-notes",
  notification: "notifications",
  notificationRead: "notifications",
  rateLimit: "auth",
  authSession: "sessions",
  auditEvent: "audit",
  auditSubject: "audit",
  safeguardingCase: "safeguarding",
  safeguardingCaseEvent: "safeguarding",
  checkIn: "check-ins",
};
const BY_TABLE = Object.fromEntries(
  Object.keys(OWNERS).map((accessor) => [accessor[0].toUpperCase() + accessor.slice(1), accessor]),
);

const BASELINE = "scripts/data-owners-baseline.json";
const ROOT = "src/server";

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.name.endsWith(".ts")) yield path;
  }
}

const counts = {};
const places = {};
for (const path of files(ROOT)) {
  const domain =
    relative(ROOT, path).split("/").at(-2) === undefined ? null : relative(ROOT, path).split("/")[0];
  if (!domain) continue; // top-level modules (db.ts, sql.ts, …) own no table
  const text = readFileSync(path, "utf8");
  const found = [];
  for (const m of text.matchAll(/\b(?:db|tx)\.(\w+)\./g)) if (OWNERS[m[1]]) found.push([m[1], m.index]);
  for (const m of text.matchAll(/\b(?:from|join|into|update)\s+"(\w+)"/gi))
    if (BY_TABLE[m[1]]) found.push([BY_TABLE[m[1]], m.index]);
  for (const [model, index] of found) {
    if (OWNERS[model] === domain) continue;
    const key = `${domain} → ${model}`;
    counts[key] = (counts[key] ?? 0) + 1;
    const line = text.slice(0, index).split("\n").length;
    places[key] = [...(places[key] ?? []), `${path}:${line}`];
  }
}

const sorted = Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
const total = Object.values(sorted).reduce((a, b) => a + b, 0);
if (process.argv.includes("--update")) {
  writeFileSync(BASELINE, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`✓ ${BASELINE}: ${total} places reach into another domain's tables`);
  process.exit(0);
}

if (process.argv.includes("--list")) {
  for (const [key, list] of Object.entries(places).sort(([a], [b]) => a.localeCompare(b)))
    console.log(`${key}\n    ${list.join("\n    ")}`);
}

const baseline = JSON.parse(readFileSync(BASELINE, "utf8"));
const problems = [];
for (const [key, n] of Object.entries(sorted)) {
  const allowed = baseline[key] ?? 0;
  if (n > allowed)
    problems.push(
      `${key}: ${n} places, ${allowed} allowed (use the owner domain's data functions):\n    ${places[key].join("\n    ")}`,
    );
}
for (const [key, allowed] of Object.entries(baseline)) {
  const n = sorted[key] ?? 0;
  if (n < allowed)
    problems.push(`${key}: ${n} places, fewer than the baseline's ${allowed}: run with --update`);
}
if (problems.length > 0) {
  console.error(`✗ data-module rule:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `✓ data-module rule: ${total} places left that reach into another domain's tables (${BASELINE}); none new`,
);
