#!/usr/bin/env node
// `npm run test:at -- 00:05 [npm test's arguments]`: the whole `npm test` as if it started at that local time (today,
// or tomorrow when it has passed), to show the suite does not depend on the hour: the day-grouping and "today"
// tests meet a midnight close by. Every process the run starts (Node, PostgreSQL, the Auth Emulator, Chromium)
// reads the same moved clock, through libfaketime (Debian's faketime package, installed when missing): one offset
// from the real clock, so time still passes and all of them agree on it.
import { spawn, spawnSync } from "node:child_process";

const [at, ...rest] = process.argv.slice(2);
const match = /^(\d{1,2}):(\d{2})$/.exec(at ?? "");
if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) {
  console.error("usage: npm run test:at -- HH:MM [npm test's arguments]");
  process.exit(2);
}

const now = new Date();
const start = new Date(now);
start.setHours(Number(match[1]), Number(match[2]), 0, 0);
if (start <= now) start.setDate(start.getDate() + 1);
const offsetSeconds = Math.round((start.getTime() - now.getTime()) / 1000);

const ensured = spawnSync("bash", ["scripts/ensure-system-packages.sh", "faketime"], { stdio: "inherit" });
if (ensured.status !== 0) process.exit(ensured.status ?? 1);

console.log(`test:at: the clock starts at ${start.toString()} (${offsetSeconds} s ahead of the real one)`);
// -m: the multi-threaded library, since Node, PostgreSQL's helpers and Chromium all run threads.
const run = spawn("faketime", ["-m", "-f", `+${offsetSeconds}`, "npm", "test", "--", ...rest], {
  stdio: "inherit",
});
run.on("exit", (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
