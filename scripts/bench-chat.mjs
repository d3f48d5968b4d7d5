// `npm run bench:chat`: how much time the app adds before the first token of a chat reply reaches the client, on
// one instance and on several, and how live streams fare across instances. Figures only: it never fails on a slow
// run; the exit code says whether the run itself worked.
//
// Starts Postgres + Auth Emulator (own ports), migrates, seeds, starts a local OpenAI-wire-format server with a
// FIXED time to first token, builds the app (production build) and starts BENCH_INSTANCES production servers
// (scripts/serve.mjs) of it on one database (ports BENCH_APP_PORT, +1, …; AI_PROVIDER=openai pointed at the wire
// server), signs in as the demo athlete and sends messages. For each send:
//   total  = request start → first `event: delta` of the SSE response (measured here)
//   model  = wire server: request received → first chunk written (the model's own time to first token)
//   added  = total − model   (auth, database, prompt assembly, SDK, streaming: what the app costs), split into
//            "before model" (request start → model request received) and "after model" (first chunk → delta)
// It prints, beside a floor measured in the same run (requests answered 401: routing and the round trip):
//   1. one at a time on instance A: p50/p95 of `added` and total/model (target ≤ 15 ms added at p50), with a
//      baseline (an authenticated GET that does almost nothing);
//   2. BENCH_CONCURRENT at once on 1 instance, then spread round-robin over the n instances: `added` and the
//      throughput (sends completed per second, first send's start → last send's end);
//   with 1 and 2, the app's CPU time per send and per 401 (the instances' process groups, user + system), which the
//   machine's other load changes far less than the latencies. The wire server answers the structured calls (the
//   safeguarding classifier, the chat title) with JSON of their schema, as a model does.
//   3. the event fan-out delay: a user notification created on A until the recipient's open notifications
//      stream-list on B (LISTEN/NOTIFY) and on A (in-process) delivers it;
//   4. BENCH_STREAMS open stream-lists (each tab a notifications and a goals stream-list, tabs spread over the
//      instances): RSS each instance gains, and per organisation-wide notification the delay to every
//      notification stream (p50/p95/max), the streams that missed it, app CPU, database time and machine load.
//      Goal: ≤ 100 MB per 1,000 streams, ≤ 1 s p95, none missed. The stream users are created in the database
//      (BENCH_STREAMS / 2 / BENCH_TABS_PER_USER athletes of the demo organisation) and signed in with minted
//      session cookies; the demo admin creates the notifications.
//
//   BENCH_PG_PORT (55492), BENCH_AUTH_PORT (9259), BENCH_APP_PORT (3160), BENCH_INSTANCES (2), BENCH_TTFT_MS (200),
//   BENCH_SEQUENTIAL (20 sends one at a time, BENCH_PAUSE_MS (100) apart), BENCH_CONCURRENT (50 sends at once),
//   BENCH_FANOUT_SAMPLES (100; 0 skips 3), BENCH_STREAMS (1000; 0 skips 4), BENCH_TABS_PER_USER (1),
//   BENCH_OPEN_CONCURRENCY (50 streams opening at a time), BENCH_BROADCASTS (3 organisation-wide notifications),
//   BENCH_MISS_AFTER_MS (30000: a stream without the notification by then missed it), BENCH_SETTLE_MS (3000),
//   BENCH_HEAP (1: each instance also opens the Node inspector on BENCH_APP_PORT + 1000 + i, through which the
//   memory figures are repeated after a full GC with V8's heap; 0: RSS alone),
//   NEXT_DIST_DIR (build directory, default .next), BENCH_REUSE_BUILD=1 (use the existing build in it, as is),
//   BENCH_HOLD=1 (set up, print the instances' addresses and a session cookie, and wait: for profiling by hand),
//   BENCH_APP_NODE_ARGS (node flags for the app instances, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
//   BENCH_BIG_PERSON (1: after step 1, the same sends again once the demo athlete has 2,000 journal entries and 500
//   goals; 0 skips it).
//   The instances get today's single app's environment; DATABASE_POOL_MAX (5) applies to each.
import { loadavg } from "node:os";
import pg from "pg";
import { tsImport } from "tsx/esm/api";
import {
  percentile,
  prepareBuild,
  sessionCookieFor,
  setBenchEnvironment,
  signIn,
  startSeededDatabase,
} from "./lib/bench.mjs";
import { cpuMsOf, instanceCpuMs, startInstances } from "./lib/bench-instances.mjs";
import { api, burst, floorAtOnce, floorRequest, idOf, measure, report } from "./lib/bench-sends.mjs";
import { createUsers, fanOutDelay, manyStreams } from "./lib/bench-streams.mjs";
import { assertPortFree, installSignalHandlers, onCleanup, run, shutdown, sleep } from "./lib/procs.mjs";

const { startOpenAIWireServer } = await tsImport("../tests/support/openai-wire-server.ts", import.meta.url);

const num = (name, fallback) => Number(process.env[name] || fallback);
const PG_PORT = num("BENCH_PG_PORT", 55492);
const AUTH_PORT = num("BENCH_AUTH_PORT", 9259);
const APP_PORT = num("BENCH_APP_PORT", 3160);
const INSTANCES = Math.max(1, num("BENCH_INSTANCES", 2));
const TTFT_MS = num("BENCH_TTFT_MS", 200);
const SEQUENTIAL = num("BENCH_SEQUENTIAL", 20);
const CONCURRENT = num("BENCH_CONCURRENT", 50);
const PAUSE_MS = num("BENCH_PAUSE_MS", 100);
const FANOUT_SAMPLES = Number(process.env.BENCH_FANOUT_SAMPLES ?? 100);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const TABS_PER_USER = Math.max(1, num("BENCH_TABS_PER_USER", 1));
// BENCH_HEAP=0: no inspector on the instances, and memory as RSS alone.
const INSPECT_PORT = process.env.BENCH_HEAP === "0" ? null : APP_PORT + 1000;
const WARMUP = 3;
const DIST_DIR = process.env.NEXT_DIST_DIR || ".next";
const TARGET_ADDED_P50_MS = 15;
const REPLY =
  "Thanks for telling me. What is one small step you could take this week to sleep a little better?";

// A structured request (the safeguarding classifier, the chat title) gets an answer of its schema, as a model
// gives: otherwise every send would take the failure path and log it, which no real turn does.
const STRUCTURED = { safeguarding_screen: { concerns: [] }, chat_title: { title: "Sleeping better" } };
const replyFor = (body) => {
  const answer = STRUCTURED[body.response_format?.json_schema?.name];
  return answer ? JSON.stringify(answer) : REPLY;
};

const log = (line) => console.log(`[bench] ${line}`);
// BENCH_BIG_PERSON=0 skips the run with the athlete's 2,000 journal entries and 500 goals.
const BIG_PERSON = process.env.BENCH_BIG_PERSON !== "0";

/**
 * The same sequential sends after the demo athlete got 2,000 journal entries and 500 goals in progress: what the
 * person's brief (read with the turn's inputs, composed within the agent's token budget) costs a big history.
 * Also prints the brief's own compose time as the replies recorded it (details.timings.brief).
 */
async function bigPersonRun({ database, wire, url, token, newChat }) {
  const sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  try {
    const {
      rows: [athlete],
    } = await sql.query(`select id, "organizationId" from "User" where email = 'athlete@example.com'`);
    await sql.query(
      `insert into "JournalEntry" (id, "userId", "organizationId", title, text, date, "updatedAt")
       select object_id(), $1, $2, 'Bench entry ' || i, repeat('A long day of training and study. ', 20),
              timestamp '2021-01-01' + i * interval '1 day', now()
         from generate_series(1, 2000) i`,
      [athlete.id, athlete.organizationId],
    );
    await sql.query(
      `insert into "Goal" (id, "userId", "organizationId", title, target, progress, "updatedAt")
       select object_id(), $1, $2, 'Bench goal ' || i, 'More', i % 100, now() from generate_series(1, 500) i`,
      [athlete.id, athlete.organizationId],
    );
    await sql.query(`analyze "JournalEntry"; analyze "Goal"`);
    const chat = await newChat();
    for (let i = 0; i < WARMUP; i++) await measure(wire, url, token, chat, `[warmup-big-${i}]`);
    const samples = [];
    for (let i = 0; i < SEQUENTIAL; i++) {
      await sleep(PAUSE_MS);
      samples.push(await measure(wire, url, token, chat, `[big-${i}]`));
    }
    report(
      "1 at a time, instance A, the athlete with 2,000 journal entries and 500 goals",
      samples,
      TARGET_ADDED_P50_MS,
    );
    const screened = await sql.query(
      `select (details->'timings'->>'screening')::float as ms from "Message"
        where "chatId" = $1 and role = 'assistant' and details->'timings' ? 'screening'`,
      [chat],
    );
    if (screened.rows.length > 0) {
      console.log(
        `  the safeguarding screen before each reply: p50 ${percentile(
          screened.rows.map((r) => r.ms),
          50,
        ).toFixed(2)} ms, p95 ${percentile(
          screened.rows.map((r) => r.ms),
          95,
        ).toFixed(
          2,
        )} ms (details.timings.screening; SAFEGUARDING_MODEL_CHECKS=${process.env.SAFEGUARDING_MODEL_CHECKS ?? "moderation,classifier"})`,
      );
    }
    const { rows } = await sql.query(
      `select (details->'timings'->>'brief')::float as ms, (details->'brief'->>'tokens')::int as tokens
         from "Message" where "chatId" = $1 and role = 'assistant' and details ? 'brief'`,
      [chat],
    );
    if (rows.length > 0) {
      console.log(
        `  the brief: ${rows[0].tokens} tokens; composed in p50 ${p(
          rows.map((r) => r.ms),
          50,
        )} ms (details.timings.brief, ms resolution)`,
      );
    }
  } finally {
    await sql.end();
  }
}
const p = (values, q) => percentile(values, q).toFixed(1);

/**
 * The CPU time the app instances (each process group, user + system, from /proc) use from now on: what a send
 * costs, which the machine's other load does not change the way it changes the latencies.
 */
function appCpu(instances) {
  const total = () => instances.reduce((sum, instance) => sum + instanceCpuMs(instance), 0);
  const start = total();
  return { perItem: (count) => ((total() - start) / count).toFixed(1) };
}

/** The burst's lines after report(): failures, throughput, and the 401 floor of as many requests at once. */
async function burstFigures(result, bases, instances) {
  if (result.failed.length > 0) {
    console.log(`  ${result.failed.length} of ${CONCURRENT} sends failed, e.g. ${result.failed[0]?.message}`);
  }
  console.log(
    `  throughput      ${result.samples.length} sends completed in ${result.seconds.toFixed(2)} s = ${result.perSecond.toFixed(1)} sends/s (each read to its end)`,
  );
  // The floor of as many requests at once, spread the same way: what queueing on this machine's cores costs
  // before a send does any work of its own.
  await sleep(1000);
  const floorCpu = appCpu(instances);
  const floor = await floorAtOnce(bases, CONCURRENT);
  console.log(
    `  the floor, ${CONCURRENT} requests without credentials (401) at once: p50 ${p(floor.times, 50)} ms, p95 ${p(floor.times, 95)} ms (${floor.perSecond.toFixed(0)} req/s; app CPU ${floorCpu.perItem(CONCURRENT)} ms per request)`,
  );
  return floor;
}

installSignalHandlers();
let exitCode = 0;
try {
  setBenchEnvironment();
  await run("apt", "bash", ["scripts/ensure-system-packages.sh", "postgresql"]);
  for (let i = 0; i < INSTANCES; i++) {
    await assertPortFree(APP_PORT + i);
    if (INSPECT_PORT !== null) await assertPortFree(INSPECT_PORT + i);
  }
  const { database, auth } = await startSeededDatabase({ pgPort: PG_PORT, authPort: AUTH_PORT });

  const wire = await startOpenAIWireServer({
    reply: replyFor,
    chunks: 6,
    firstTokenDelayMs: TTFT_MS,
    chunkDelayMs: 10,
  });
  onCleanup(() => wire.close());
  log(`wire server ${wire.url}: time to first token ${TTFT_MS} ms, 6 chunks 10 ms apart`);

  await prepareBuild(DIST_DIR, log);
  const instances = await startInstances(INSTANCES, {
    basePort: APP_PORT,
    env: { AI_PROVIDER: "openai", OPENAI_API_KEY: "bench", OPENAI_BASE_URL: wire.url },
    // BENCH_APP_NODE_ARGS: e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where the app spends its time.
    nodeArgs: (process.env.BENCH_APP_NODE_ARGS ?? "").split(" ").filter(Boolean),
    inspectBasePort: INSPECT_PORT,
  });
  const [A] = instances;
  const all = instances.map((i) => i.url);
  log(`${INSTANCES} instance(s): ${instances.map((i) => `${i.name} ${i.url}`).join(", ")}`);

  const idToken = await signIn(auth.host, "athlete@example.com", "Demo-pass-2026");
  const me = await api(A.url, idToken, "GET", "/users/me");
  const token = await sessionCookieFor(idOf(me), database.url);
  const agents = await api(A.url, token, "GET", "/agents/my-agents");
  const agent = idOf((Array.isArray(agents) ? agents : (agents.data ?? []))[0]);
  if (!agent) throw new Error("the demo athlete has no agent to chat with");
  const newChat = async () =>
    idOf(await api(A.url, token, "POST", "/chats", { type: "agent-chat", agents: [agent] }));

  if (process.env.BENCH_HOLD === "1") {
    // For profiling by hand: everything stays up until Ctrl-C.
    log(`holding: app ${all.join(", ")}, cookie ${token}, agent ${agent}`);
    await new Promise(() => {});
  }
  // Warm-up of every instance, not counted: the first requests of a fresh server load route modules and open
  // database connections.
  for (const instance of instances) {
    const warmChat = await newChat();
    for (let i = 0; i < WARMUP; i++)
      await measure(wire, instance.url, token, warmChat, `[warmup-${instance.name}-${i}]`);
    await floorRequest(instance.url);
  }

  console.log(
    `\nTime the app adds before the first token (model time to first token fixed at ${TTFT_MS} ms);` +
      ` load average at start ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
  );
  // A baseline for "before model": an authenticated request that does almost nothing (cookie check, few reads).
  const baseline = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const t0 = performance.now();
    await api(A.url, token, "GET", "/agents/my-agents");
    baseline.push(performance.now() - t0);
  }
  // The floor under that: the same request without credentials (routing and the 401 answer, no database).
  const floor = [];
  for (let i = 0; i < SEQUENTIAL; i++) floor.push(await floorRequest(A.url));
  console.log(
    `\nBaseline GET /api/agents/my-agents on A: p50 ${p(baseline, 50)} ms, p95 ${p(baseline, 95)} ms` +
      `\n  without credentials (401):           p50 ${p(floor, 50)} ms, p95 ${p(floor, 95)} ms`,
  );
  const sequentialChat = await newChat();
  const sequential = [];
  const sequentialCpu = appCpu(instances);
  for (let i = 0; i < SEQUENTIAL; i++) {
    // A person reads a reply before sending again: the pause lets the last reply's leftovers (garbage
    // collection, the database's own housekeeping) settle, so each send is measured on its own.
    await sleep(PAUSE_MS);
    sequential.push(await measure(wire, A.url, token, sequentialChat, `[seq-${i}]`));
  }
  report("1 at a time, instance A", sequential, TARGET_ADDED_P50_MS);
  console.log(
    `  app CPU         ${sequentialCpu.perItem(SEQUENTIAL)} ms per send (the whole turn, pauses included)`,
  );
  if (BIG_PERSON) await bigPersonRun({ database, wire, url: A.url, token, newChat });

  // One chat per send (a chat runs one reply at a time), created one by one: the set-up is not what is measured.
  // The same burst on one instance, then spread round-robin over all of them.
  const setups = [{ label: `${CONCURRENT} at once, 1 instance (A)`, bases: [A.url], key: "one" }];
  if (INSTANCES > 1) {
    setups.push({
      label: `${CONCURRENT} at once, ${INSTANCES} instances (${instances.map((i) => i.name).join(", ")}), sends round-robin`,
      bases: all,
      key: "all",
    });
  }
  const summary = [];
  for (const setup of setups) {
    const chats = [];
    for (let i = 0; i < CONCURRENT; i++) chats.push(await newChat());
    await sleep(1000);
    const burstCpu = appCpu(instances);
    const result = await burst(wire, setup.bases, token, chats, `con-${setup.key}`);
    const cpuPerSend = burstCpu.perItem(CONCURRENT);
    if (result.samples.length > 0) report(setup.label, result.samples, TARGET_ADDED_P50_MS);
    console.log(`  app CPU         ${cpuPerSend} ms per send (every instance, user + system)`);
    if (result.failed.length > 0) exitCode = 1;
    const floorNow = await burstFigures(result, setup.bases, instances);
    summary.push({ setup, result, floor: floorNow });
  }
  if (summary.length > 1) {
    console.log(`\n${CONCURRENT} at once, side by side (same run):`);
    for (const { setup, result, floor: f } of summary) {
      const added = result.samples.map((s) => s.added);
      console.log(
        `  ${`${setup.bases.length} instance(s)`.padEnd(14)} server-added p50 ${p(added, 50).padStart(6)} ms, p95 ${p(added, 95).padStart(6)} ms;` +
          ` ${result.perSecond.toFixed(1).padStart(5)} sends/s; 401 floor p50 ${p(f.times, 50)} ms (${f.perSecond.toFixed(0)} req/s)`,
      );
    }
  }

  if (FANOUT_SAMPLES > 0 || STREAMS > 0) {
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    onCleanup(() => sql.end());
    const {
      rows: [admin],
    } = await sql.query(`select id, "organizationId" from "User" where email = 'admin@example.com'`);
    const adminCookie = await sessionCookieFor(admin.id, database.url);
    const withCookies = async (ids) =>
      Promise.all(ids.map(async (id) => ({ id, cookie: await sessionCookieFor(id, database.url) })));

    if (FANOUT_SAMPLES > 0) {
      const [recipient] = await withCookies(await createUsers(sql, admin.organizationId, 1, "recipient"));
      await fanOutDelay({ instances, adminCookie, recipient, samples: FANOUT_SAMPLES, log });
    }
    if (STREAMS > 0) {
      const userCount = Math.max(1, Math.round(STREAMS / 2 / TABS_PER_USER));
      const users = await withCookies(await createUsers(sql, admin.organizationId, userCount, "streams"));
      const streams = await manyStreams({
        instances,
        users,
        tabsPerUser: TABS_PER_USER,
        adminCookie,
        broadcasts: num("BENCH_BROADCASTS", 3),
        missAfterMs: num("BENCH_MISS_AFTER_MS", 30_000),
        settleMs: num("BENCH_SETTLE_MS", 3000),
        openConcurrency: num("BENCH_OPEN_CONCURRENCY", 50),
        pg: sql,
        backendCpu: cpuMsOf,
        poolMax: num("DATABASE_POOL_MAX", 5),
        log,
      });
      if (streams.closedEarly > 0 || streams.errors > 0) exitCode = 1;
    }
  }
} catch (err) {
  exitCode = err.exitCode ?? 1;
  console.error(`\n✗ ${err.stack ?? err.message}`);
}
await shutdown();
process.exit(exitCode);
