// `npm run bench:chat`: how much time the app adds before the first token of a chat reply reaches the client.
// Starts Postgres + Auth Emulator (own ports), migrates, seeds, starts a local OpenAI-wire-format server with a
// FIXED time to first token, builds and starts the app (production build) with AI_PROVIDER=openai pointed at it,
// signs in as the demo athlete and sends messages: first one at a time, then 50 at once. For each send:
//   total  = request start → first `event: delta` of the SSE response (measured here)
//   model  = wire server: request received → first chunk written (the model's own time to first token)
//   added  = total − model   (auth, database, prompt assembly, SDK, streaming: what the app costs), split into
//            "before model" (request start → model request received) and "after model" (first chunk → delta)
// It prints p50/p95 of `added` and of total/model, against the target "≤ 15 ms added at p50", and a baseline (an
// authenticated GET that does almost nothing) to tell the cost of a request from the cost of a send. Figures only:
// it never fails on a slow run; the exit code says whether the run itself worked.
//
//   BENCH_PG_PORT (55492), BENCH_AUTH_PORT (9259), BENCH_APP_PORT (3160), BENCH_TTFT_MS (200),
//   BENCH_SEQUENTIAL (20 sends one at a time, BENCH_PAUSE_MS (100) apart), BENCH_CONCURRENT (50 sends at once),
//   NEXT_DIST_DIR (build directory, default .next), BENCH_REUSE_BUILD=1 (use the existing build in it, as is),
//   BENCH_HOLD=1 (set up, print the app's address and a session cookie, and wait: for profiling by hand),
//   BENCH_APP_NODE_ARGS (node flags for the app only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
import { performance } from "node:perf_hooks";
import { tsImport } from "tsx/esm/api";
import { prismaEnv, seedCommand } from "./dev.mjs";
import { startAuthEmulator } from "./lib/auth-emulator.mjs";
import {
  authHeaders,
  percentile,
  prepareBuild,
  sessionCookieFor,
  setBenchEnvironment,
  signIn,
} from "./lib/bench.mjs";
import { startPostgres } from "./lib/postgres.mjs";
import {
  assertPortFree,
  installSignalHandlers,
  onCleanup,
  run,
  shutdown,
  startProcess,
  waitForPort,
} from "./lib/procs.mjs";

const { startOpenAIWireServer } = await tsImport("../tests/support/openai-wire-server.ts", import.meta.url);

const BIN = "./node_modules/.bin";
const num = (name, fallback) => Number(process.env[name] || fallback);
const PG_PORT = num("BENCH_PG_PORT", 55492);
const AUTH_PORT = num("BENCH_AUTH_PORT", 9259);
const APP_PORT = num("BENCH_APP_PORT", 3160);
const TTFT_MS = num("BENCH_TTFT_MS", 200);
const SEQUENTIAL = num("BENCH_SEQUENTIAL", 20);
const CONCURRENT = num("BENCH_CONCURRENT", 50);
const PAUSE_MS = num("BENCH_PAUSE_MS", 100);
const WARMUP = 3;
const DIST_DIR = process.env.NEXT_DIST_DIR || ".next";
const TARGET_ADDED_P50_MS = 15;
const APP = `http://127.0.0.1:${APP_PORT}`;
const REPLY =
  "Thanks for telling me. What is one small step you could take this week to sleep a little better?";

const log = (line) => console.log(`[bench] ${line}`);

async function api(token, method, path, body) {
  const res = await fetch(`${APP}/api${path}`, {
    method,
    headers: { ...authHeaders(token), "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const idOf = (doc) => doc?._id ?? doc?.id;

/**
 * One POST /chats/send, read to its end. Returns when it started and when its first `event: delta` came
 * (performance.now(), the wire server's clock too); the marker in the text finds its request at the wire server.
 */
async function send(token, chatId, marker) {
  const t0 = performance.now();
  const res = await fetch(`${APP}/api/chats/send`, {
    method: "POST",
    headers: {
      ...authHeaders(token),
      "content-type": "application/json",
      accept: "text/event-stream",
    },
    body: JSON.stringify({ chat: chatId, message: `I slept badly again ${marker}` }),
  });
  if (!res.ok || !res.body) throw new Error(`POST /chats/send → ${res.status} ${await res.text()}`);
  const decoder = new TextDecoder();
  let buffer = "";
  let firstDelta = null;
  const events = [];
  for await (const bytes of res.body) {
    buffer += decoder.decode(bytes, { stream: true });
    let end = buffer.indexOf("\n\n");
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const name = /^event: (.+)$/m.exec(block)?.[1];
      if (name) {
        events.push(name);
        if (name === "delta" && firstDelta === null) firstDelta = performance.now();
        if (name === "error") throw new Error(`error event: ${/^data: (.*)$/m.exec(block)?.[1]}`);
      }
      end = buffer.indexOf("\n\n");
    }
  }
  if (firstDelta === null) throw new Error(`no delta event (events: ${events.join(", ")})`);
  return { t0, firstDelta };
}

/** The wire server's record of the model call made for the send carrying `marker`. */
function modelCall(wire, marker) {
  const record = wire.requests.find((r) => {
    const users = (r.body.messages ?? []).filter((m) => m.role === "user");
    return String(users.at(-1)?.content ?? "").includes(marker);
  });
  if (!record || record.firstChunkAt === null)
    throw new Error(`the wire server saw no model call for ${marker}`);
  return record;
}

/**
 * `added` = the app's work before it calls the model (request start → model request received) plus after the
 * first chunk (first chunk written → first delta event read); one clock, this process's.
 */
async function measure(wire, token, chatId, marker) {
  const { t0, firstDelta } = await send(token, chatId, marker);
  const call = modelCall(wire, marker);
  const total = firstDelta - t0;
  const model = call.firstChunkAt - call.receivedAt;
  return {
    total,
    model,
    added: total - model,
    before: call.receivedAt - t0,
    after: firstDelta - call.firstChunkAt,
  };
}

function report(label, samples) {
  const f = (v) => v.toFixed(1).padStart(7);
  const line = (name, values, unit) =>
    `  ${name.padEnd(16)}p50 ${f(percentile(values, 50))} ${unit}   p95 ${f(percentile(values, 95))} ${unit}`;
  const added = samples.map((s) => s.added);
  const p50 = percentile(added, 50);
  console.log(
    [
      `\n${label} (${samples.length} sends)`,
      line(
        "model TTFT",
        samples.map((s) => s.model),
        "ms",
      ),
      `${line("server-added", added, "ms")}   target ≤ ${TARGET_ADDED_P50_MS} ms at p50: ${p50 <= TARGET_ADDED_P50_MS ? "met" : "NOT met"}`,
      line(
        "  before model",
        samples.map((s) => s.before),
        "ms",
      ),
      line(
        "  after model",
        samples.map((s) => s.after),
        "ms",
      ),
      line(
        "total / model",
        samples.map((s) => s.total / s.model),
        "× ",
      ),
    ].join("\n"),
  );
}

installSignalHandlers();
let exitCode = 0;
try {
  setBenchEnvironment();
  await run("apt", "bash", ["scripts/ensure-system-packages.sh", "postgresql"]);
  await assertPortFree(APP_PORT);
  const withCleanup = (service) => {
    onCleanup(service.stop);
    return service;
  };
  const [pg, auth] = await Promise.all([
    startPostgres({ port: PG_PORT }).then(withCleanup),
    startAuthEmulator({ port: AUTH_PORT, projectId: "demo-coach" }).then(withCleanup),
  ]);
  Object.assign(process.env, {
    DATABASE_URL: pg.url,
    SHADOW_DATABASE_URL: pg.shadowUrl,
    FIREBASE_AUTH_EMULATOR_HOST: auth.host,
  });
  await run("migrate", `${BIN}/prisma`, ["migrate", "deploy"], { env: prismaEnv() });
  await run("seed", ...seedCommand());

  const wire = await startOpenAIWireServer({
    reply: REPLY,
    chunks: 6,
    firstTokenDelayMs: TTFT_MS,
    chunkDelayMs: 10,
  });
  onCleanup(() => wire.close());
  log(`wire server ${wire.url}: time to first token ${TTFT_MS} ms, 6 chunks 10 ms apart`);

  await prepareBuild(DIST_DIR, log);
  // BENCH_APP_NODE_ARGS: e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where the app spends its time.
  const nodeArgs = (process.env.BENCH_APP_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const nextArgs = ["node_modules/next/dist/bin/next", "start", "-p", String(APP_PORT)];
  const app = startProcess("app", process.execPath, [...nodeArgs, ...nextArgs], {
    env: {
      AI_PROVIDER: "openai",
      OPENAI_API_KEY: "bench",
      OPENAI_BASE_URL: wire.url,
    },
  });
  onCleanup(app.stop);
  await waitForPort(APP_PORT, { proc: app, timeoutMs: 60_000 });

  const idToken = await signIn(auth.host, "athlete@example.com", "Demo-pass-2026");
  const me = await api(idToken, "GET", "/users/me");
  const token = await sessionCookieFor(idOf(me));
  const agents = await api(token, "GET", "/agents/my-agents");
  const agent = idOf((Array.isArray(agents) ? agents : (agents.data ?? []))[0]);
  if (!agent) throw new Error("the demo athlete has no agent to chat with");
  const newChat = async () =>
    idOf(await api(token, "POST", "/chats", { type: "agent-chat", agents: [agent] }));

  if (process.env.BENCH_HOLD === "1") {
    // For profiling by hand: everything stays up until Ctrl-C.
    log(`holding: app ${APP}, cookie ${token}, agent ${agent}`);
    await new Promise(() => {});
  }
  // Warm-up, not counted: the first requests of a fresh server load route modules and open database connections.
  const warmChat = await newChat();
  for (let i = 0; i < WARMUP; i++) await measure(wire, token, warmChat, `[warmup-${i}]`);

  console.log(
    `\nTime the app adds before the first token (model time to first token fixed at ${TTFT_MS} ms)`,
  );
  // A baseline for "before model": an authenticated request that does almost nothing (cookie check, few reads).
  const baseline = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const t0 = performance.now();
    await api(token, "GET", "/agents/my-agents");
    baseline.push(performance.now() - t0);
  }
  // The floor under that: the same request without credentials (routing and the 401 answer, no database).
  const floor = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const t0 = performance.now();
    const res = await fetch(`${APP}/api/agents/my-agents`);
    await res.arrayBuffer();
    floor.push(performance.now() - t0);
  }
  const p = (values, q) => percentile(values, q).toFixed(1);
  console.log(
    `\nBaseline GET /api/agents/my-agents: p50 ${p(baseline, 50)} ms, p95 ${p(baseline, 95)} ms` +
      `\n  without credentials (401):      p50 ${p(floor, 50)} ms, p95 ${p(floor, 95)} ms`,
  );
  const sequentialChat = await newChat();
  const sequential = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    // A person reads a reply before sending again: the pause lets the last reply's leftovers (garbage
    // collection, the database's own housekeeping) settle, so each send is measured on its own.
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    sequential.push(await measure(wire, token, sequentialChat, `[seq-${i}]`));
  }
  report("1 at a time", sequential);

  // One chat per send (a chat runs one reply at a time), created one by one: the set-up is not what is measured.
  const chats = [];
  for (let i = 0; i < CONCURRENT; i++) chats.push(await newChat());
  const settled = await Promise.allSettled(chats.map((chat, i) => measure(wire, token, chat, `[con-${i}]`)));
  const concurrent = settled.filter((r) => r.status === "fulfilled").map((r) => r.value);
  const failed = settled.filter((r) => r.status === "rejected");
  if (concurrent.length > 0) report(`${CONCURRENT} at once`, concurrent);
  if (failed.length > 0) {
    console.log(`  ${failed.length} of ${CONCURRENT} sends failed, e.g. ${failed[0].reason?.message}`);
    exitCode = 1;
  }
  // The floor of as many requests at once: the 401 answer alone, all at the same time. It shows what queueing on
  // this machine's cores costs before a send does any work of its own.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const floorAtOnce = await Promise.all(
    chats.map(async () => {
      const t0 = performance.now();
      const res = await fetch(`${APP}/api/agents/my-agents`);
      await res.arrayBuffer();
      return performance.now() - t0;
    }),
  );
  console.log(
    `  the floor, ${CONCURRENT} requests without credentials (401) at once: p50 ${p(floorAtOnce, 50)} ms, p95 ${p(floorAtOnce, 95)} ms`,
  );
} catch (err) {
  exitCode = err.exitCode ?? 1;
  console.error(`\n✗ ${err.message}`);
}
await shutdown();
process.exit(exitCode);
