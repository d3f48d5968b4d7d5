/**
 * What a production start (`npm start`, `next start`, a Vercel build) refuses to run on: the public development
 * AUTH_SECRET (anyone could mint a session cookie), the Firebase Auth Emulator (it accepts unsigned `alg: none`
 * tokens naming any uid) and a `demo-` Firebase project (the emulator's). A deployer who wants exactly that, a
 * demonstration on the embedded defaults, says so with DEMO_MODE=1, and every page then shows a banner.
 *
 * Plain functions of an environment, shared by scripts/dev.mjs (through its own copy of the secret's value),
 * src/instrumentation.ts (the server refuses to start) and next.config.ts (a Vercel build fails).
 */

/** The value scripts/dev.mjs uses when AUTH_SECRET is unset; public, since it is in the repository. */
export const DEV_AUTH_SECRET = "dev-only-insecure-auth-secret-change-me-0123456789";
const MIN_SECRET_LENGTH = 32;

type Env = Record<string, string | undefined>;

/** Why this environment must not serve real people; empty when nothing is wrong. */
export function unsafeDefaults(env: Env): string[] {
  const problems: string[] = [];
  const secret = env.AUTH_SECRET ?? "";
  if (!secret) problems.push("AUTH_SECRET is not set");
  else if (secret === DEV_AUTH_SECRET) problems.push("AUTH_SECRET is the public development value");
  else if (secret.length < MIN_SECRET_LENGTH)
    problems.push(`AUTH_SECRET is shorter than ${MIN_SECRET_LENGTH} characters`);
  if (env.FIREBASE_AUTH_EMULATOR_HOST)
    problems.push("the identity provider is the Firebase Auth Emulator, which accepts unsigned tokens");
  if ((env.FIREBASE_PROJECT_ID ?? "demo-coach").startsWith("demo-"))
    problems.push("FIREBASE_PROJECT_ID is a demo project");
  return problems;
}

export function demoMode(env: Env): boolean {
  return ["1", "true"].includes((env.DEMO_MODE ?? "").trim().toLowerCase());
}

/** Whether pages say that this is a demonstration: a production server running on the development defaults. */
export function showsDemoBanner(env: Env): boolean {
  return env.NODE_ENV === "production" && demoMode(env) && unsafeDefaults(env).length > 0;
}

/** The refusal, or null when a production start may go ahead. */
export function productionStartRefusal(env: Env): string | null {
  const problems = unsafeDefaults(env);
  if (problems.length === 0 || demoMode(env)) return null;
  return [
    "Refusing to start in production on development settings:",
    ...problems.map((problem) => `  - ${problem}`),
    "Set AUTH_SECRET (32+ random characters, e.g. `openssl rand -base64 33`) and a Firebase project",
    "(FIREBASE_PROJECT_ID, FIREBASE_SERVICE_ACCOUNT, FIREBASE_API_KEY), or set DEMO_MODE=1 to run a",
    "demonstration on them anyway (every page then says so).",
  ].join("\n");
}
