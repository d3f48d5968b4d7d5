// `npm run dev`: the whole app on one command, nothing to install or configure.
// Uses what .env/.env.local point at; whatever is missing is started locally and stopped on Ctrl-C:
//   DATABASE_URL unset                                      → embedded PGlite on :54320, data in .data/pglite
//   FIREBASE_SERVICE_ACCOUNT and _AUTH_EMULATOR_HOST unset  → Firebase Auth Emulator on :9099, .data/firebase-auth
// then `prisma migrate deploy`, the (idempotent) demo seed, and `next dev` (or the production server, see start.mjs).
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
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
/** The same value as src/server/deployment-safety.ts's, which refuses it in production. */
let DEV_AUTH_SECRET = "dev-only-insecure-auth-secret-change-me-0123456789";

/** Loads .env.local then .env; variables already set (shell, CI) win, and .env.local wins over .env. */
export function loadEnvFiles() {
  // process.loadEnvFile (Node ≥ 20.12) never overrides a variable that is already set: load the
  // higher-priority file first. Same order as Next.js itself.
  for (const file of [".env.local", ".env"]) if (existsSync(file)) process.loadEnvFile(file);
}

/** Environment for the prisma CLI: the preload unrefs the WASM engine's long timers (~12 s → ~2.5 s). */
export function prismaEnv() {
  const preload = "--require ./scripts/unref-timers.cjs";
  return { NODE_OPTIONS: [process.env.NODE_OPTIONS, preload].filter(Boolean).join(" ") };
}

/**
 * The demo seed (idempotent). Run through `npm run seed` so package.json stays the one place that says how
 * (tsx today); npm's own child is in the same process group, so stopping it leaves nothing behind.
 */
export function seedCommand() {
  return ["npm", ["run", "--silent", "seed"]];
}

/** Runs a command, echoing its stdout as it comes, and returns that output (for the final banner). */
async function runCapturing(name, cmd, args) {
  const proc = startProcess(name, cmd, args);
  let out = "";
  proc.child.stdout.on("data", (d) => {
    out += d;
  });
  const { code } = await proc.exited;
  if (code !== 0)
    throw Object.assign(new Error(`${name} failed with exit code ${code}`), { exitCode: code || 1 });
  return out;
}

/** Installs espeak-ng, ffmpeg and pocketsphinx if missing; prints one line instead of failing when it cannot. */
async function ensureVoiceEngines() {
  try {
    // Detached without stdin: sudo cannot stop the start-up to ask for a password, it fails instead.
    await run("voice", "bash", ["scripts/ensure-system-packages.sh", "voice"], { inherit: false });
  } catch {
    console.warn(
      "⚠ Offline voice engines missing (espeak-ng, ffmpeg, pocketsphinx): offline voice will answer 'not available offline' until they are installed (`bash scripts/ensure-system-packages.sh voice`).",
    );
  }
}

/**
 * `npm start` serves the production build: on the development defaults this script would fill in (the public
 * secret, the Auth Emulator, the demo project) it stops at once, unless DEMO_MODE=1 asks for a demonstration.
 * The server itself refuses too (src/instrumentation.ts); this only says so before the set-up's half minute.
 */
async function refuseUnsafeStart() {
  const { tsImport } = await import("tsx/esm/api");
  const safety = await tsImport("../src/server/deployment-safety.ts", import.meta.url);
  DEV_AUTH_SECRET = safety.DEV_AUTH_SECRET;
  const realProvider = process.env.FIREBASE_SERVICE_ACCOUNT || process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const refusal = safety.productionStartRefusal({
    ...process.env,
    NODE_ENV: "production",
    FIREBASE_AUTH_EMULATOR_HOST: realProvider ? process.env.FIREBASE_AUTH_EMULATOR_HOST : "127.0.0.1:9099",
  });
  if (refusal) throw new Error(refusal);
}

export async function main(mode /* "dev" | "start" */) {
  installSignalHandlers();
  const t0 = Date.now();
  try {
    if (mode === "start" && !existsSync(`${process.env.NEXT_DIST_DIR || ".next"}/BUILD_ID`)) {
      throw new Error("no production build found: run `npm run build` first");
    }
    loadEnvFiles();
    const port = Number(process.env.PORT || 3000);
    // Checked first, not after the ~25 s of set-up; and `next` might otherwise pick another port silently.
    await assertPortFree(port);
    if (mode === "start") await refuseUnsafeStart();
    if (!process.env.AUTH_SECRET) {
      // Fixed so sessions survive restarts; fine locally, never acceptable anywhere reachable.
      process.env.AUTH_SECRET = DEV_AUTH_SECRET;
      console.warn(
        "⚠ AUTH_SECRET is not set: using a fixed, public development value. Never deploy like this.",
      );
    }
    process.env.AUTH_TRUST_HOST ||= "true";
    // Next.js telemetry cannot reach its server from machines without internet; don't try.
    process.env.NEXT_TELEMETRY_DISABLED ||= "1";
    process.env.FIREBASE_PROJECT_ID ||= "demo-coach";

    // Two parallel chains: database (+ migrations) and identity provider. The emulator needs ~20 s of CPU
    // to start; PGlite and `prisma migrate deploy` fit in that time on the other core.
    const database = (async () => {
      if (!process.env.DATABASE_URL) {
        const { startPglite } = await import("./lib/pglite-server.mjs");
        // maxConnections well above the app's pool, so the prisma CLI and the seed still get in.
        const pg = await startPglite({ dataDir: ".data/pglite", port: 54320, maxConnections: 20 });
        onCleanup(pg.stop);
        process.env.DATABASE_URL = pg.url;
        process.env.DATABASE_POOL_MAX ||= "5";
        console.log(`✓ PGlite (embedded PostgreSQL) on ${pg.url} — data in .data/pglite`);
      }
      await run("migrate", `${BIN}/prisma`, ["migrate", "deploy"], { env: prismaEnv() });
    })();
    const identity = (async () => {
      if (process.env.FIREBASE_SERVICE_ACCOUNT || process.env.FIREBASE_AUTH_EMULATOR_HOST) return;
      const { startAuthEmulator } = await import("./lib/auth-emulator.mjs");
      const auth = await startAuthEmulator({
        port: 9099,
        projectId: process.env.FIREBASE_PROJECT_ID,
        dataDir: ".data/firebase-auth", // accounts are exported here on Ctrl-C and imported next time
      });
      onCleanup(auth.stop);
      process.env.FIREBASE_AUTH_EMULATOR_HOST = auth.host;
      console.log(`✓ Firebase Auth Emulator on ${auth.host} — accounts kept in .data/firebase-auth`);
    })();
    // The offline provider's voice engines (Debian packages): installed if missing and possible, never fatal —
    // without them, offline speech and transcription answer "not available offline".
    const voice = ensureVoiceEngines();
    // allSettled: if one fails, still wait for the other so its stop() is registered before shutdown.
    const results = await Promise.allSettled([database, identity, voice]);
    const failed = results.find((r) => r.status === "rejected");
    if (failed) throw failed.reason;

    // The demo accounts have a published password: create them automatically only in the emulator (where the
    // seed also re-creates accounts an emulator restart lost), never in a real Firebase project.
    const seedOutput = process.env.FIREBASE_AUTH_EMULATOR_HOST
      ? await runCapturing("seed", ...seedCommand())
      : "Real identity provider configured: demo accounts are not created automatically (`npm run seed` does it).";

    // INSTANCES=n (npm start only): n app instances on the one port (scripts/lib/cluster-start.mjs).
    const instances = mode === "start" ? Math.max(1, Number(process.env.INSTANCES) || 1) : 1;
    const next =
      instances > 1
        ? startProcess("app", "node", ["scripts/lib/cluster-start.mjs", String(port), String(instances)], {
            inherit: true,
          })
        : mode === "dev"
          ? startProcess("next", `${BIN}/next`, ["dev", "-p", String(port)], { inherit: true })
          : startProcess("app", "node", ["scripts/serve.mjs", "-p", String(port)], { inherit: true });
    onCleanup(next.stop); // registered last → stopped first, before the database goes away
    await waitForPort(port, { proc: next, timeoutMs: 120_000 });

    const url = `http://localhost:${port}`; // localhost, not 127.0.0.1: see allowedDevOrigins in the docs
    console.log(
      `\n━━━ Ready in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${url}${instances > 1 ? ` (${instances} instances)` : ""}  (Ctrl-C stops everything) ━━━\n${seedOutput.trimEnd()}\n`,
    );
    const { code } = await next.exited;
    await shutdown();
    process.exit(code ?? 1);
  } catch (err) {
    console.error(`\n✗ ${err.message}`);
    await shutdown();
    process.exit(err.exitCode ?? 1);
  }
}

// Entry point for `node scripts/dev.mjs`; start.mjs imports main() instead.
if (import.meta.url === pathToFileURL(process.argv[1]).href) await main("dev");
