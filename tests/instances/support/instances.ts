/**
 * Real app instances for the cross-instance suite: the production server (scripts/serve.mjs, what `npm start`
 * runs) on the production build (scripts/test.mjs builds it first), each its own Node process on its own port, all on the one PostgreSQL and Auth Emulator of the run.
 * A test may kill one (SIGKILL: no shutdown hooks, as a crashed machine or a frozen function) and start it again.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { deadlineIn } from "../../support/clock";

export interface Instance {
  name: string;
  url: string;
  /** Dies at once, as on a crash. */
  kill(): Promise<void>;
  /** What it printed (for failure messages). */
  output(): string;
}

/** Short leases and job expiry, so that the death of an instance is noticed within seconds. */
export const INSTANCE_ENV: Record<string, string> = {
  NODE_ENV: "production",
  REPLY_LEASE_SECONDS: "3",
  JOB_EXPIRE_SECONDS: "6",
  AI_PROVIDER: "offline",
  // Slow enough replies that a test can act while one streams.
  OFFLINE_TOKEN_DELAY_MS: "60",
  // Assessments (structured answers) as slow as a model's: a test can kill an instance while one runs.
  OFFLINE_STRUCTURED_DELAY_MS: "4000",
  LOG_LEVEL: "warn",
};

const BASE_PORT = Number(process.env.TEST_INSTANCE_PORT || 3110);

async function waitUntilServing(url: string, proc: ChildProcess, output: () => string): Promise<void> {
  const deadline = deadlineIn(60_000);
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`instance at ${url} exited:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/users/me`);
      await res.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`instance at ${url} did not answer within 60 s:\n${output()}`);
}

/** Starts instance `index` (0: A, 1: B, …) and resolves once it answers HTTP. */
export async function startInstance(index: number, env: Record<string, string> = {}): Promise<Instance> {
  const port = BASE_PORT + index;
  const name = String.fromCharCode(65 + index);
  const url = `http://127.0.0.1:${port}`;
  const proc: ChildProcess = spawn(process.execPath, ["scripts/serve.mjs", "-p", String(port)], {
    env: { ...process.env, ...INSTANCE_ENV, ...env } as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  proc.stdout?.on("data", keep);
  proc.stderr?.on("data", keep);
  const output = () => log;
  const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
  await waitUntilServing(url, proc, output);
  return {
    name,
    url,
    output,
    async kill() {
      if (proc.exitCode === null) proc.kill("SIGKILL");
      await exited;
    },
  };
}
