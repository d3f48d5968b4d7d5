// Shared by the benchmark scripts: the seeded database, sign-in, credentials, percentiles and the build.

import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { encode } from "next-auth/jwt";
import pg from "pg";
import { prismaEnv, seedCommand } from "../dev.mjs";
import { startAuthEmulator } from "./auth-emulator.mjs";
import { startPostgres } from "./postgres.mjs";
import { onCleanup, run } from "./procs.mjs";

export const SESSION_COOKIE = "authjs.session-token";

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A provider ID token from the Auth Emulator. */
export async function signIn(authHost, email, password) {
  const url = `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`;
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** A provider ID token goes in `authorization`; a session cookie (what the web app sends) in `cookie`. */
export function authHeaders(token) {
  return token.startsWith(`${SESSION_COOKIE}=`) ? { cookie: token } : { authorization: `Bearer ${token}` };
}

/**
 * The web app's credentials: the Auth.js session cookie, minted with the app's secret the way tests do. A Bearer
 * token would add the Auth Emulator's token check (an HTTP call per request that a real Firebase project does
 * locally with cached keys).
 */
export async function sessionCookieFor(userId, databaseUrl = process.env.DATABASE_URL) {
  // The cookie names a server-side session (src/server/sessions/session-store.ts), opened here as the sign-in would.
  const sid = randomBytes(16).toString("hex");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into "AuthSession" (id, "userId", "expiresAt") values ($1, $2, now() + interval '1 day')`,
      [sid, userId],
    );
  } finally {
    await client.end();
  }
  const value = await encode({
    token: { sub: userId, sid },
    secret: process.env.AUTH_SECRET,
    salt: SESSION_COOKIE,
    maxAge: 3600,
  });
  return `${SESSION_COOKIE}=${value}`;
}

/** `next build` rewrites tsconfig.json's include for a non-default build directory: put the file back as it was. */
export async function buildApp() {
  const before = readFileSync("tsconfig.json", "utf8");
  try {
    await run("build", "./node_modules/.bin/next", ["build"]);
    await run("compile hints", "node", ["scripts/compile-hints.mjs"]);
    await run("compress", "node", ["scripts/compress-assets.mjs"]);
  } finally {
    if (readFileSync("tsconfig.json", "utf8") !== before) writeFileSync("tsconfig.json", before);
  }
}

/** The fixed settings of a benchmark run: the emulator's demo project, never a real Firebase project or model. */
export function setBenchEnvironment() {
  Object.assign(process.env, {
    FIREBASE_PROJECT_ID: "demo-coach",
    AUTH_SECRET: "bench-secret-not-for-production-0123456789abcdef",
    // The emulator's demo project: a production start refuses it unless told it is a demonstration.
    DEMO_MODE: "1",
    AUTH_TRUST_HOST: "true",
    NEXT_TELEMETRY_DISABLED: "1",
    LOG_LEVEL: process.env.LOG_LEVEL || "warn",
    // Empty, not deleted, so .env files cannot fill them in.
    FIREBASE_SERVICE_ACCOUNT: "",
    FIREBASE_API_KEY: "",
  });
}

/** The production build in `distDir`: reused as it is with BENCH_REUSE_BUILD=1, else built afresh. */
export async function prepareBuild(distDir, log) {
  if (process.env.BENCH_REUSE_BUILD === "1" && existsSync(`${distDir}/BUILD_ID`)) {
    log(`reusing the production build in ${distDir} (BENCH_REUSE_BUILD=1): it must match the sources`);
  } else {
    await buildApp();
  }
}

/**
 * PostgreSQL and the Auth Emulator on the bench's own ports, migrated and seeded with the demo data, both stopped
 * when the bench ends; DATABASE_URL and the emulator's host are set for the app the bench starts next.
 */
export async function startSeededDatabase({ pgPort, authPort }) {
  const [database, auth] = await Promise.all([
    startPostgres({ port: pgPort }),
    startAuthEmulator({ port: authPort, projectId: "demo-coach" }),
  ]);
  onCleanup(database.stop);
  onCleanup(auth.stop);
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    SHADOW_DATABASE_URL: database.shadowUrl,
    FIREBASE_AUTH_EMULATOR_HOST: auth.host,
  });
  await run("migrate", "./node_modules/.bin/prisma", ["migrate", "deploy"], { env: prismaEnv() });
  await run("seed", ...seedCommand());
  return { database, auth };
}
