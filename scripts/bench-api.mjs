// `npm run bench:api`: what an authenticated read or list costs against the floor, at 100,000 rows. Figures only:
// it never fails on a slow run; the exit code says whether the run itself worked (every answer 200, and each page
// the same as its bare SQL's).
//
// Starts PostgreSQL and the Auth Emulator on its own ports, migrates, seeds the demo data, adds BENCH_ROWS users,
// chats and goals to the demo organisation (generate_series: scripts/lib/bench-api-seed.mjs) and
// BENCH_MESSAGES_PER_CHAT messages to each chat (scripts/lib/bench-search-seed.mjs: 1,000,000 messages at
// 100,000 chats, for the chat search's cases, scripts/lib/bench-search-cases.mjs), builds the app (a
// production build) and starts one production server (scripts/serve.mjs) on it. Then, for each endpoint family
// (scripts/lib/bench-api-cases.mjs), with the web app's session cookie of the demo athlete or admin:
//   1 client   BENCH_REQUESTS requests one after another: p50 / p95;
//   20 clients BENCH_CLIENTS clients back to back for BENCH_SECONDS: requests per second;
//   bare SQL   the same page written by hand (page and count at once, on two connections, from this process):
//              p50 / p95 over BENCH_REQUESTS runs;
// beside the floor measured the same two ways in the same run: a request without credentials, answered 401 by the
// same server (routing and the HTTP round trip, no database). Goals (issue 22): p50 ≤ floor + 2 ms at 1 client,
// ≥ 50 % of the floor's req/s at 20 clients, and for the lists p95 ≤ 3 × the bare SQL's p95.
//
//   BENCH_ROWS (100000), BENCH_MESSAGES_PER_CHAT (10), BENCH_REQUESTS (200), BENCH_CLIENTS (20), BENCH_SECONDS (5),
//   BENCH_CASES (a filter on the case names, e.g. "chats"; several, comma-separated, pick any of them),
//   BENCH_PG_PORT (55496), BENCH_AUTH_PORT (9279), BENCH_APP_PORT (3180),
//   NEXT_DIST_DIR (default .next), BENCH_REUSE_BUILD=1 (use the existing build in it, as is),
//   BENCH_PROFILE=1 (the app runs with --cpu-prof; its profile is summarised at the end, and kept in
//   BENCH_PROFILE_DIR, default /tmp/bench-api-profile), BENCH_APP_NODE_ARGS (other node flags for the app),
//   BENCH_HOLD=1 (after the table, keep the database and the app up and print their URLs: for EXPLAIN by hand).
import { mkdirSync, rmSync } from "node:fs";
import { performance } from "node:perf_hooks";
import pg from "pg";
import {
  percentile,
  prepareBuild,
  sessionCookieFor,
  setBenchEnvironment,
  startSeededDatabase,
} from "./lib/bench.mjs";
import { CASES } from "./lib/bench-api-cases.mjs";
import { demoIds, seedRows } from "./lib/bench-api-seed.mjs";
import { startInstances } from "./lib/bench-instances.mjs";
import { SEARCH_CASES } from "./lib/bench-search-cases.mjs";
import { seedSearchMessages } from "./lib/bench-search-seed.mjs";
import { profileSummary } from "./lib/cpu-profile.mjs";
import { assertPortFree, installSignalHandlers, onCleanup, run, shutdown } from "./lib/procs.mjs";

const num = (name, fallback) => Number(process.env[name] || fallback);
const ROWS = num("BENCH_ROWS", 100_000);
const MESSAGES_PER_CHAT = num("BENCH_MESSAGES_PER_CHAT", 10);
const REQUESTS = num("BENCH_REQUESTS", 200);
const CLIENTS = num("BENCH_CLIENTS", 20);
const SECONDS = num("BENCH_SECONDS", 5);
const PG_PORT = num("BENCH_PG_PORT", 55496);
const AUTH_PORT = num("BENCH_AUTH_PORT", 9279);
const APP_PORT = num("BENCH_APP_PORT", 3180);
const DIST_DIR = process.env.NEXT_DIST_DIR || ".next";
const PROFILE_DIR =
  process.env.BENCH_PROFILE === "1" ? process.env.BENCH_PROFILE_DIR || "/tmp/bench-api-profile" : null;
const WARMUP = 30;

const log = (line) => console.log(`[bench] ${line}`);
const ms = (v) => (v === undefined ? "—" : v.toFixed(1));

/**
 * One request as the web app sends it; resolves to the parsed answer (or throws on anything but `expect`). A
 * case's body may be a function of the demo ids.
 */
function requester(base, cookie, { method, path, body: bodyOf }, ids, expect = 200) {
  const body = typeof bodyOf === "function" ? bodyOf(ids) : bodyOf;
  const init = {
    method,
    headers: { cookie, "content-type": "application/json", origin: base },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
  return async () => {
    const res = await fetch(`${base}/api${path}`, init);
    const text = await res.text();
    if (res.status !== expect) throw new Error(`${method} ${path} → ${res.status} ${text.slice(0, 300)}`);
    return text;
  };
}

async function sequential(fn, count) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return times;
}

/** CLIENTS loops calling `fn` back to back for SECONDS: completed calls per second. */
async function throughput(fn) {
  let done = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline) {
        await fn();
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

/** The bare statements of a case, all at once, each on its own connection of `pool`. */
const bareRunner = (pool, statements) => () =>
  Promise.all(statements.map(([text, values]) => pool.query(text, values)));

/** The app's page must be the bare SQL's page: same total and the same ids in the same order. */
async function checkSamePage(kase, answer, runBare) {
  // A case whose bare SQL is another approach's (`bareIsBefore`: what the search did before) answers another page.
  if (!kase.bare || kase.bareIsBefore || !answer.includes('"docs"')) return;
  const [page, count] = await runBare();
  const docs = JSON.parse(answer).docs;
  const appIds = docs.map((d) => d._id).join(",");
  const bareIds = page.rows.map((r) => r.id).join(",");
  const total = JSON.parse(answer).totalDocs;
  if (appIds !== bareIds || Number(count.rows[0].count) !== total) {
    throw new Error(
      `${kase.name}: the bare SQL answers another page (app ${total} rows [${appIds}], bare ${count.rows[0].count} [${bareIds}])`,
    );
  }
}

function printTable(floor, results) {
  const floorGoal = floor.p50 + 2;
  console.log(
    `\nFloor (401, no credentials): 1 client p50 ${ms(floor.p50)} ms, p95 ${ms(floor.p95)} ms; ${CLIENTS} clients ${floor.rps.toFixed(0)} req/s` +
      `\nGoals: p50 ≤ floor + 2 = ${ms(floorGoal)} ms; ≥ ${(floor.rps / 2).toFixed(0)} req/s (50 % of the floor); lists p95 ≤ 3 × bare p95\n`,
  );
  const header = [
    "request".padEnd(34),
    "p50 ms".padStart(7),
    "p95 ms".padStart(7),
    "≤ floor+2".padStart(10),
    "req/s".padStart(7),
    "% floor".padStart(8),
    "bare p50".padStart(9),
    "bare p95".padStart(9),
    "p95 / bare".padStart(11),
  ];
  console.log(header.join(" "));
  for (const r of results) {
    const ratio = r.bare ? r.p95 / r.bare.p95 : undefined;
    console.log(
      [
        (r.kase.short ?? r.kase.name).padEnd(34),
        ms(r.p50).padStart(7),
        ms(r.p95).padStart(7),
        (r.p50 <= floorGoal ? "met" : `+${ms(r.p50 - floor.p50)}`).padStart(10),
        r.rps.toFixed(0).padStart(7),
        `${((100 * r.rps) / floor.rps).toFixed(0)} %`.padStart(8),
        ms(r.bare?.p50).padStart(9),
        ms(r.bare?.p95).padStart(9),
        (ratio === undefined ? "—" : `${ratio.toFixed(1)} ×`).padStart(11),
      ].join(" "),
    );
  }
}

installSignalHandlers();
let exitCode = 0;
try {
  setBenchEnvironment();
  await run("apt", "bash", ["scripts/ensure-system-packages.sh", "postgresql"]);
  await assertPortFree(APP_PORT);
  const { database } = await startSeededDatabase({ pgPort: PG_PORT, authPort: AUTH_PORT });
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  onCleanup(() => pool.end());
  const ids = await demoIds(pool);
  await seedRows(pool, ids, ROWS, log);
  await seedSearchMessages(pool, ids, MESSAGES_PER_CHAT, log);

  await prepareBuild(DIST_DIR, log);
  const nodeArgs = (process.env.BENCH_APP_NODE_ARGS ?? "").split(" ").filter(Boolean);
  if (PROFILE_DIR) {
    rmSync(PROFILE_DIR, { recursive: true, force: true });
    mkdirSync(PROFILE_DIR, { recursive: true });
    nodeArgs.push("--cpu-prof", `--cpu-prof-dir=${PROFILE_DIR}`);
  }
  const [app] = await startInstances(1, { basePort: APP_PORT, env: { AI_PROVIDER: "offline" }, nodeArgs });
  const cookies = {
    athlete: await sessionCookieFor(ids.athlete, database.url),
    admin: await sessionCookieFor(ids.admin, database.url),
  };

  const floorRequest = requester(app.url, "", { method: "GET", path: "/agents/my-agents" }, ids, 401);
  const wanted = process.env.BENCH_CASES?.split(",").filter(Boolean) ?? [];
  const cases = [...CASES, ...SEARCH_CASES].filter(
    (c) => !wanted.length || wanted.some((part) => c.name.includes(part)),
  );
  // Warm-up, not counted: route modules load, pools open, statements are planned.
  await sequential(floorRequest, WARMUP);
  for (const kase of cases) await sequential(requester(app.url, cookies[kase.account], kase, ids), WARMUP);

  const floorTimes = await sequential(floorRequest, REQUESTS);
  const floor = {
    p50: percentile(floorTimes, 50),
    p95: percentile(floorTimes, 95),
    rps: await throughput(floorRequest),
  };
  const results = [];
  for (const kase of cases) {
    const t0 = performance.now();
    const call = requester(app.url, cookies[kase.account], kase, ids);
    const runBare = kase.bare ? bareRunner(pool, kase.bare(ids)) : null;
    await checkSamePage(kase, await call(), runBare);
    const times = await sequential(call, REQUESTS);
    const rps = await throughput(call);
    let bare = null;
    if (runBare) {
      await sequential(runBare, WARMUP);
      const bareTimes = await sequential(runBare, REQUESTS);
      bare = { p50: percentile(bareTimes, 50), p95: percentile(bareTimes, 95) };
    }
    results.push({ kase, p50: percentile(times, 50), p95: percentile(times, 95), rps, bare });
    log(`${kase.name}: p50 ${ms(results.at(-1).p50)} ms (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  }
  printTable(floor, results);
  if (process.env.BENCH_HOLD === "1") {
    log(`holding: ${database.url} and ${app.url}`);
    await new Promise(() => {});
  }
  if (PROFILE_DIR) {
    // The profile is written when the app exits.
    await app.proc.stop();
    console.log(`\n${profileSummary(PROFILE_DIR)}`);
  }
} catch (err) {
  exitCode = err.exitCode ?? 1;
  console.error(`\n✗ ${err.stack ?? err.message}`);
}
await shutdown();
process.exit(exitCode);
