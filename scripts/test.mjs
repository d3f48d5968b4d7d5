// `npm test`: the ONE command that runs every check, in order, stopping at the first failure:
//   typecheck → biome → Postgres 15 + Auth Emulator → migrations → vitest (unit + api + embedded)
//   → next build → vitest instances (two production servers on one PostgreSQL) → seed → serve :3100 → playwright
// Everything it starts is stopped at the end, on failure and on Ctrl-C. Exit code = first failing step's.
//
//   npm test                      everything
//   npm test -- --only=unit       static checks + unit tests (no services: unit tests are pure)
//   npm test -- --only=api        static checks + services + migrations + api tests (and the embedded-default ones)
//   npm test -- --only=instances  static checks + services + migrations + build + the cross-instance suite
//   npm test -- --only=e2e        static checks + services + migrations + build + seed + browser tests
//   SKIP_STATIC=1 npm test …      skip tsc and biome (only to try the runners while others' code is unfinished)
//   npm test -- --only=api FILE   extra arguments go to the runner (vitest or playwright)
//   TEST_APP_PORT, TEST_PG_PORT, TEST_AUTH_PORT and NEXT_DIST_DIR move the ports and the build directory, so
//   that several runs can share one machine.

import { prismaEnv, seedCommand } from "./dev.mjs";
import { startAuthEmulator } from "./lib/auth-emulator.mjs";
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

const BIN = "./node_modules/.bin";
// Overridable so several test runs (e.g. parallel work on one machine) do not collide on ports or builds.
const APP_PORT = Number(process.env.TEST_APP_PORT || 3100);
const PG_PORT = Number(process.env.TEST_PG_PORT || 55432);
const AUTH_PORT = Number(process.env.TEST_AUTH_PORT || 9199);

const onlyArg = process.argv.slice(2).find((a) => a.startsWith("--only="));
const only = onlyArg?.slice("--only=".length) ?? null;
if (only && !["unit", "api", "instances", "e2e"].includes(only)) {
  console.error(`unknown --only=${only} (expected unit, api, instances or e2e)`);
  process.exit(2);
}
const wants = (kind) => !only || only === kind;
// Anything else is passed to the runner of the chosen kind, e.g. `npm test -- --only=api tests/api/teams.test.ts`.
const runnerArgs = process.argv.slice(2).filter((a) => !a.startsWith("--only="));
const vitestArgs = only === "unit" || only === "api" ? runnerArgs : [];
const instancesArgs = only === "instances" ? runnerArgs : [];
const playwrightArgs = only === "e2e" ? runnerArgs : [];

const timings = [];
const bold = (s) => (process.stdout.isTTY ? `\x1b[1m${s}\x1b[0m` : s);

/** Runs one named step with a banner, recording its duration; rethrows so the run stops there. */
async function step(name, fn) {
  console.log(`\n${bold(`▶ ${name}`)}`);
  const t0 = Date.now();
  try {
    await fn();
    timings.push({ name, ms: Date.now() - t0, ok: true });
  } catch (err) {
    timings.push({ name, ms: Date.now() - t0, ok: false });
    throw err;
  }
}

function printTimings(total) {
  console.log(`\n${bold("Step durations")}`);
  for (const t of timings)
    console.log(`  ${t.ok ? "✓" : "✗"} ${t.name.padEnd(44)} ${(t.ms / 1000).toFixed(1).padStart(6)} s`);
  console.log(`  ${"total".padEnd(46)} ${(total / 1000).toFixed(1).padStart(6)} s`);
}

installSignalHandlers();
const started = Date.now();
let exitCode = 0;
try {
  if (process.env.SKIP_STATIC === "1") {
    console.log("SKIP_STATIC=1: skipping typecheck and biome — not a complete check");
  } else {
    await step("typecheck (tsc --noEmit)", () => run("tsc", `${BIN}/tsc`, ["--noEmit"]));
    await step("lint + format (biome check --error-on-warnings .)", () =>
      run("biome", `${BIN}/biome`, ["check", "--error-on-warnings", "."]),
    );
    await step("dependency rule (scripts/check-domains.mjs)", () =>
      run("deps", process.execPath, ["scripts/check-domains.mjs"]),
    );
    await step("data-module rule (scripts/check-data-owners.mjs)", () =>
      run("owners", process.execPath, ["scripts/check-data-owners.mjs"]),
    );
    await step("test clock rule (scripts/check-test-clock.mjs)", () =>
      run("clock", process.execPath, ["scripts/check-test-clock.mjs"]),
    );
    await step("links rule (scripts/check-links.mjs)", () =>
      run("links", process.execPath, ["scripts/check-links.mjs"]),
    );
    await step("interface texts rule (scripts/check-i18n.mjs)", () =>
      run("i18n", process.execPath, ["scripts/check-i18n.mjs"]),
    );
    // knip.json: exports, files and dependencies that nothing uses fail the run.
    await step("dead code (knip)", () => run("knip", `${BIN}/knip`, ["--no-config-hints"]));
  }

  // Fixed test settings; NODE_ENV is left alone (vitest sets "test", next build/start "production").
  Object.assign(process.env, {
    FIREBASE_PROJECT_ID: "demo-coach",
    AUTH_SECRET: "test-secret-not-for-production-0123456789abcdef",
    AUTH_TRUST_HOST: "true",
    NEXT_TELEMETRY_DISABLED: "1",
    LOG_LEVEL: process.env.LOG_LEVEL || "warn", // request logs would bury the runners' output
    // The hourly check-ins would write to the demo athletes whenever a run crosses the hour: the tests run them
    // with a controlled clock instead (tests/api/check-ins.test.ts).
    CHECK_INS_SCHEDULE: "off",
    // The production server here runs on the Auth Emulator's demo project, which a production start refuses unless told
    // it is a demonstration (src/server/deployment-safety.ts); pages then carry the demo banner.
    DEMO_MODE: "1",
  });
  // The tests must never reach a real Firebase project, whatever the shell or a .env file says. Empty, not
  // deleted: Next.js loads .env* files only into variables that are undefined.
  process.env.FIREBASE_SERVICE_ACCOUNT = "";
  process.env.FIREBASE_API_KEY = "";
  // Nor a real model: the offline provider by default; tests of the openai provider point the real SDK at a
  // local server that speaks the OpenAI wire format (tests/support/openai-wire-server.ts).
  process.env.OPENAI_API_KEY = "";
  process.env.OPENAI_BASE_URL = "";
  process.env.AI_PROVIDER = "offline";

  if (wants("api") || wants("instances") || wants("e2e")) {
    // voice: the offline provider's speech and transcription engines (tests/api/ai-offline-voice.test.ts, and
    // the send-audio/generateAudio flows in API and browser tests).
    const packages = ["postgresql", "voice", ...(wants("e2e") ? ["chromium"] : [])];
    await step("system packages", () =>
      run("apt", "bash", ["scripts/ensure-system-packages.sh", ...packages]),
    );
    await step(`start Postgres :${PG_PORT} + Auth Emulator :${AUTH_PORT}`, async () => {
      // Both in parallel; allSettled so a failure of one still registers the other's stop().
      const withCleanup = (service) => {
        onCleanup(service.stop);
        return service;
      };
      const [pg, auth] = await Promise.allSettled([
        startPostgres({ port: PG_PORT }).then(withCleanup),
        startAuthEmulator({ port: AUTH_PORT, projectId: "demo-coach" }).then(withCleanup),
      ]);
      for (const r of [pg, auth]) if (r.status === "rejected") throw r.reason;
      Object.assign(process.env, {
        DATABASE_URL: pg.value.url,
        SHADOW_DATABASE_URL: pg.value.shadowUrl,
        FIREBASE_AUTH_EMULATOR_HOST: auth.value.host,
      });
    });
    await step("prisma migrate deploy", () =>
      run("migrate", `${BIN}/prisma`, ["migrate", "deploy"], { env: prismaEnv() }),
    );
  }

  if (wants("unit") || wants("api")) {
    // --only=api takes the embedded project too: the same services, and PGlite as `npm run dev` serves it.
    // Named even for a full run: the instances project needs the build, and runs after it.
    const projects = (
      only === "api" ? ["api", "embedded"] : only ? [only] : ["unit", "api", "embedded"]
    ).flatMap((p) => ["--project", p]);
    await step(`vitest run${only ? ` --project ${only}` : ""}`, () =>
      run("vitest", `${BIN}/vitest`, ["run", ...projects, ...vitestArgs]),
    );
  }

  if (wants("instances") || wants("e2e")) {
    await step("next build", async () => {
      await run("build", `${BIN}/next`, ["build"]);
      await run("manifest", "node", ["scripts/write-build-manifest.mjs"]);
      await run("compile hints", "node", ["scripts/compile-hints.mjs"]);
      await run("compress", "node", ["scripts/compress-assets.mjs"]);
    });
  }

  if (wants("instances")) {
    await step("vitest run --project instances (two production servers)", () =>
      run("vitest", `${BIN}/vitest`, ["run", "--project", "instances", ...instancesArgs], {
        env: { TEST_INSTANCE_PORT: String(APP_PORT + 10) },
      }),
    );
  }

  if (wants("e2e")) {
    await step("seed", () => run("seed", ...seedCommand()));
    await step(`serve :${APP_PORT}`, async () => {
      await assertPortFree(APP_PORT);
      const server = startProcess("app", "node", ["scripts/serve.mjs", "-p", String(APP_PORT)]);
      onCleanup(server.stop);
      await waitForPort(APP_PORT, { proc: server, timeoutMs: 60_000 });
    });
    await step("playwright test", () =>
      run("playwright", `${BIN}/playwright`, ["test", ...playwrightArgs], {
        env: { PLAYWRIGHT_BASE_URL: `http://localhost:${APP_PORT}` },
      }),
    );
  }
} catch (err) {
  exitCode = err.exitCode ?? 1;
  console.error(`\n✗ ${err.message}`);
}

const stopStart = Date.now();
await shutdown();
timings.push({ name: "stop everything", ms: Date.now() - stopStart, ok: true });
printTimings(Date.now() - started);
console.log(exitCode === 0 ? bold("\n✓ all checks passed") : bold(`\n✗ failed (exit code ${exitCode})`));
process.exit(exitCode);
