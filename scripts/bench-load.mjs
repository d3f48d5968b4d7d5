// `npm run bench:load`: many clients at once against a production build, on real PostgreSQL and on the embedded
// default (PGlite served as `npm run dev` serves it). For each database: migrate and seed it, start the app on
// it (offline AI provider), then BENCH_CLIENTS clients send requests back to back for BENCH_SECONDS, mixing reads,
// paginates, creates and chat sends over the demo accounts of two organisations. It prints requests per second,
// p50/p95/p99, the count of every non-2xx status and of identity mismatches (an answer that belongs to someone
// other than the caller), beside a bare floor measured in the same run: the same number of clients sending
// unauthenticated requests (401). Figures only: the exit code says whether the run itself worked.
//
//   BENCH_DB (both | postgres | embedded), BENCH_CLIENTS (50), BENCH_SECONDS (20), BENCH_FLOOR_SECONDS (5),
//   BENCH_PG_PORT (55494), BENCH_AUTH_PORT (9269), BENCH_APP_PORT (3170), BENCH_PGLITE_PORT (54390),
//   NEXT_DIST_DIR (default .next), BENCH_REUSE_BUILD=1 (use the existing build in it, as is).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
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
import { startPglite } from "./lib/pglite-server.mjs";
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

const num = (name, fallback) => Number(process.env[name] || fallback);
const CLIENTS = num("BENCH_CLIENTS", 50);
const SECONDS = num("BENCH_SECONDS", 20);
const FLOOR_SECONDS = num("BENCH_FLOOR_SECONDS", 5);
const PG_PORT = num("BENCH_PG_PORT", 55494);
const AUTH_PORT = num("BENCH_AUTH_PORT", 9269);
const APP_PORT = num("BENCH_APP_PORT", 3170);
const PGLITE_PORT = num("BENCH_PGLITE_PORT", 54390);
const DIST_DIR = process.env.NEXT_DIST_DIR || ".next";
const DATABASES =
  process.env.BENCH_DB === "postgres" || process.env.BENCH_DB === "embedded"
    ? [process.env.BENCH_DB]
    : ["postgres", "embedded"];
const APP = `http://127.0.0.1:${APP_PORT}`;
const PASSWORD = "Demo-pass-2026";
// Two organisations: the master organisation (master admin) and Demo Academy (everyone else).
const EMAILS = [
  "master@example.com",
  "admin@example.com",
  "coach@example.com",
  "athlete@example.com",
  "new.athlete@example.com",
];

const log = (line) => console.log(`[bench] ${line}`);

async function request(account, method, path, body, accept) {
  const res = await fetch(`${APP}/api${path}`, {
    method,
    headers: {
      ...authHeaders(account.token),
      "content-type": "application/json",
      origin: APP,
      ...(accept ? { accept } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res;
}

async function json(res) {
  return res.json().catch(() => null);
}

/** Reads an SSE answer to its end: the events by name, with their parsed data. */
async function readEvents(res) {
  const text = await res.text();
  return text
    .split("\n\n")
    .map((block) => ({ name: /^event: (.+)$/m.exec(block)?.[1], data: /^data: (.*)$/m.exec(block)?.[1] }))
    .filter((e) => e.name)
    .map((e) => ({ name: e.name, data: e.data ? JSON.parse(e.data) : null }));
}

/**
 * The mix, each with how it tells an answer for somebody else. Weighted by repetition: reads dominate, as in a
 * dashboard; one send in ten keeps a reply streaming most of the time.
 */
const OPERATIONS = {
  me: async (a) => {
    const res = await request(a, "GET", "/users/me");
    const body = await json(res);
    return { status: res.status, mismatch: res.ok && body?._id !== a.id };
  },
  journals: async (a) => {
    const res = await request(a, "POST", "/journals/paginate", { limit: 20 });
    const body = await json(res);
    const foreign = a.role === "user" && (body?.docs ?? []).some((d) => d.user !== a.id);
    return { status: res.status, mismatch: res.ok && foreign };
  },
  goals: async (a) => {
    const res = await request(a, "POST", "/goals/paginate", { limit: 20 });
    const body = await json(res);
    const foreign = a.role === "user" && (body?.docs ?? []).some((d) => d.user !== a.id);
    return { status: res.status, mismatch: res.ok && foreign };
  },
  writeJournal: async (a, client) => {
    const title = `bench ${a.id} ${client}`;
    const res = await request(a, "POST", "/journals", { title, text: "How the day went. ".repeat(20) });
    const body = await json(res);
    return { status: res.status, mismatch: res.ok && (body?.user !== a.id || body?.title !== title) };
  },
  createChat: async (a) => {
    if (!a.agent) return OPERATIONS.me(a);
    const res = await request(a, "POST", "/chats", { type: "agent-chat", agents: [a.agent] });
    const body = await json(res);
    return { status: res.status, mismatch: res.ok && JSON.stringify(body?.users) !== JSON.stringify([a.id]) };
  },
  send: async (a, client, chats) => {
    const chat = chats[client];
    if (!chat) return OPERATIONS.me(a);
    const res = await request(
      a,
      "POST",
      "/chats/send",
      { chat, message: `Bench ${client}` },
      "text/event-stream",
    );
    if (!res.ok) return { status: res.status, mismatch: false };
    const events = await readEvents(res);
    const stored = events.find((e) => e.name === "message")?.data;
    const done = events.find((e) => e.name === "done")?.data;
    if (events.some((e) => e.name === "error") || !done) return { status: "stream error", mismatch: false };
    return { status: res.status, mismatch: stored?.user !== a.id || done.chat?._id !== chat };
  },
};
const MIX = ["me", "journals", "me", "goals", "writeJournal", "me", "journals", "createChat", "me", "send"];

async function accountsOf(authHost) {
  const accounts = [];
  for (const email of EMAILS) {
    const idToken = await signIn(authHost, email, PASSWORD);
    const me = await (
      await fetch(`${APP}/api/users/me`, { headers: { authorization: `Bearer ${idToken}` } })
    ).json();
    const account = { email, id: me._id, role: me.role, token: await sessionCookieFor(me._id) };
    const agents = await json(await request(account, "GET", "/agents/my-agents"));
    account.agent = (Array.isArray(agents) ? agents : [])[0]?._id ?? null;
    accounts.push(account);
  }
  return accounts;
}

/** CLIENTS loops sending `pick(client)` back to back until the time is up; every answer recorded. */
async function load(seconds, pick) {
  const samples = [];
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let k = client; performance.now() < deadline; k++) {
        const { name, send } = pick(client, k);
        const t0 = performance.now();
        let outcome;
        try {
          outcome = await send();
        } catch (error) {
          outcome = { status: `failed: ${error.cause?.code ?? error.message}`, mismatch: false };
        }
        samples.push({ name, ms: performance.now() - t0, ...outcome });
      }
    }),
  );
  return { samples, seconds: (performance.now() - started) / 1000 };
}

function summary(label, { samples, seconds }) {
  const ms = samples.map((s) => s.ms);
  const f = (v) => (v === undefined ? "-" : v.toFixed(1));
  const statuses = {};
  for (const s of samples)
    if (typeof s.status !== "number" || s.status >= 300) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
  const mismatches = samples.filter((s) => s.mismatch).length;
  console.log(
    `  ${label.padEnd(30)} ${String(samples.length).padStart(6)} req  ${(samples.length / seconds).toFixed(0).padStart(5)} req/s` +
      `   p50 ${f(percentile(ms, 50)).padStart(7)}   p95 ${f(percentile(ms, 95)).padStart(7)}   p99 ${f(percentile(ms, 99)).padStart(7)} ms` +
      `   non-2xx ${JSON.stringify(statuses)}   mismatches ${mismatches}`,
  );
  return { errors: Object.entries(statuses).reduce((n, [, c]) => n + c, 0), mismatches };
}

async function startDatabase(kind) {
  if (kind === "postgres") {
    const pg = await startPostgres({ port: PG_PORT });
    return { url: pg.url, stop: pg.stop };
  }
  const dir = mkdtempSync(path.join(tmpdir(), "bench-pglite-"));
  // As `npm run dev` starts it (scripts/dev.mjs): the app's pools (5 each) well below its connection limit.
  const pglite = await startPglite({ dataDir: dir, port: PGLITE_PORT, maxConnections: 20 });
  return {
    url: pglite.url,
    stop: async () => {
      await pglite.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function benchOn(kind, authHost) {
  console.log(
    `\n━━ ${kind === "postgres" ? "PostgreSQL 15" : "embedded default (PGlite)"}: ${CLIENTS} clients, ${SECONDS} s ━━`,
  );
  const database = await startDatabase(kind);
  onCleanup(database.stop);
  process.env.DATABASE_URL = database.url;
  await run("migrate", "./node_modules/.bin/prisma", ["migrate", "deploy"], {
    env: prismaEnv(),
    inherit: false,
  });
  await run("seed", ...seedCommand(), { inherit: false });
  await assertPortFree(APP_PORT);
  const app = startProcess(
    "app",
    process.execPath,
    ["node_modules/next/dist/bin/next", "start", "-p", String(APP_PORT)],
    {
      env: { AI_PROVIDER: "offline", OFFLINE_TOKEN_DELAY_MS: "2", DATABASE_URL: database.url },
    },
  );
  onCleanup(app.stop);
  await waitForPort(APP_PORT, { proc: app, timeoutMs: 60_000 });

  const accounts = await accountsOf(authHost);
  const accountOf = (client) => accounts[client % accounts.length];
  // One chat per client for its sends: a chat answers one reply at a time.
  const chats = [];
  for (let client = 0; client < CLIENTS; client++) {
    const a = accountOf(client);
    if (!a.agent) continue;
    chats[client] = (
      await json(await request(a, "POST", "/chats", { type: "agent-chat", agents: [a.agent] }))
    )._id;
  }
  // Warm-up, not counted: route modules load and pools open on first use.
  await load(3, (client, k) => ({
    name: MIX[k % MIX.length],
    send: () => OPERATIONS[MIX[k % MIX.length]](accountOf(client), client, chats),
  }));

  const floor = await load(FLOOR_SECONDS, () => ({
    name: "floor",
    send: async () => {
      const res = await fetch(`${APP}/api/users/me`);
      await res.arrayBuffer();
      return { status: res.status === 401 ? 200 : res.status, mismatch: false };
    },
  }));
  const mixed = await load(SECONDS, (client, k) => {
    const name = MIX[k % MIX.length];
    return { name, send: () => OPERATIONS[name](accountOf(client), client, chats) };
  });
  summary("floor: unauthenticated (401)", floor);
  const total = summary("mixed, all", mixed);
  for (const name of Object.keys(OPERATIONS)) {
    summary(`  ${name}`, { samples: mixed.samples.filter((s) => s.name === name), seconds: mixed.seconds });
  }
  await app.stop();
  await database.stop();
  return total;
}

installSignalHandlers();
let exitCode = 0;
try {
  setBenchEnvironment();
  await run("apt", "bash", ["scripts/ensure-system-packages.sh", "postgresql"]);
  const auth = await startAuthEmulator({ port: AUTH_PORT, projectId: "demo-coach" });
  onCleanup(auth.stop);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = auth.host;
  await prepareBuild(DIST_DIR, log);
  const results = {};
  for (const kind of DATABASES) results[kind] = await benchOn(kind, auth.host);
  console.log(
    `\nTarget: 0 errors and 0 mismatches at ${CLIENTS} clients — ${Object.entries(results)
      .map(([kind, r]) => `${kind}: ${r.errors} errors, ${r.mismatches} mismatches`)
      .join("; ")}`,
  );
} catch (err) {
  exitCode = err.exitCode ?? 1;
  console.error(`\n✗ ${err.stack ?? err.message}`);
}
await shutdown();
process.exit(exitCode);
