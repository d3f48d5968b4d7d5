// Process helpers for the dev/test orchestration scripts (plain Node, no deps).
//
// Every child is spawned `detached`, i.e. as the leader of its own process group, and tracked here.
// Stopping a child signals the whole group (`kill(-pid)`), so grandchildren such as `next-server`, the
// postgres backends or runuser's child die with it. On exit/SIGINT/SIGTERM of this process all groups
// still alive are stopped, so nothing is orphaned (only an uncatchable SIGKILL of this process can do that).
// Servers must be started from ./node_modules/.bin/<bin> directly: `npx` adds a process that does not
// forward signals and leaves the real server behind.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const live = new Set(); // handles of children that have not exited yet
const cleanups = []; // async functions run (last registered first) on shutdown
const tempDirs = new Set(); // removed at exit at the latest, even if a start-up was interrupted
let shuttingDown = null;

const COLORS = [36, 35, 33, 32, 34, 96, 95, 93];
let colorIndex = 0;
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;

/** Writes every complete line of `stream` to `out`, prefixed with `[name]`. */
function pipePrefixed(stream, out, prefix) {
  let pending = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop();
    for (const line of lines) out.write(`${prefix} ${line}\n`);
  });
  stream.on("end", () => {
    if (pending) out.write(`${prefix} ${pending}\n`);
  });
}

/**
 * Starts a long-running child with its stdout/stderr prefixed by `[name]`.
 * Options: env (merged over process.env), cwd, stopSignal (default SIGTERM; postgres wants SIGINT =
 * "fast shutdown"; may be changed later through handle.stopSignal), stopTimeoutMs (then SIGKILL),
 * inherit (true = pass the terminal through unprefixed).
 * Returns { name, child, pid, exited: Promise<{code, signal}>, stop(): Promise<{code, signal}> }.
 */
export function startProcess(name, cmd, args = [], opts = {}) {
  const { env, cwd, stopSignal = "SIGTERM", stopTimeoutMs = 10_000, inherit = false } = opts;
  const child = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    // stdin is never given to children: a detached child reading the terminal would be stopped (SIGTTIN).
    stdio: inherit ? ["ignore", "inherit", "inherit"] : ["ignore", "pipe", "pipe"],
  });
  const color = COLORS[colorIndex++ % COLORS.length];
  const prefix = useColor ? `\x1b[${color}m[${name}]\x1b[0m` : `[${name}]`;
  if (!inherit) {
    pipePrefixed(child.stdout, process.stdout, prefix);
    pipePrefixed(child.stderr, process.stderr, prefix);
  }
  const handle = { name, child, pid: child.pid, stopSignal, exitInfo: null };
  live.add(handle);
  handle.exited = new Promise((resolve) => {
    child.on("error", (err) => {
      // e.g. ENOENT: the binary is missing. Reported as an exit so waiters do not hang.
      process.stderr.write(`${prefix} failed to start: ${err.message}\n`);
      handle.exitInfo = { code: 127, signal: null };
      live.delete(handle);
      resolve(handle.exitInfo);
    });
    child.on("exit", (code, signal) => {
      handle.exitInfo = { code, signal };
      live.delete(handle);
      resolve(handle.exitInfo);
    });
  });
  handle.kill = () => signalGroup(handle, "SIGKILL");
  handle.stop = async () => {
    if (handle.exitInfo) return handle.exitInfo;
    signalGroup(handle, handle.stopSignal);
    const timer = setTimeout(() => {
      process.stderr.write(`${prefix} did not stop within ${stopTimeoutMs} ms, sending SIGKILL\n`);
      signalGroup(handle, "SIGKILL");
    }, stopTimeoutMs);
    const info = await handle.exited;
    clearTimeout(timer);
    // The leader may exit before its group (e.g. next dev's workers): make sure nothing is left.
    signalGroup(handle, "SIGKILL");
    return info;
  };
  return handle;
}

function signalGroup(handle, signal) {
  try {
    process.kill(-handle.pid, signal);
  } catch {
    // ESRCH: the group is already gone.
  }
}

/**
 * Runs a command to completion with the terminal passed through (so test runners keep their colours and
 * summaries); resolves on exit code 0, rejects with an Error carrying `.exitCode` otherwise.
 */
export async function run(name, cmd, args = [], opts = {}) {
  const handle = startProcess(name, cmd, args, { inherit: true, ...opts });
  handle.oneShot = true; // stopped first on shutdown, before the servers it may be using
  const { code, signal } = await handle.exited;
  if (code === 0) return;
  const err = new Error(`${name} failed (${signal ? `signal ${signal}` : `exit code ${code}`})`);
  err.exitCode = code || 1;
  throw err;
}

/** Like run() but collects stdout (prefix-free) and returns it; stderr is passed through. */
export function capture(cmd, args = [], opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: opts.cwd,
      env: { ...process.env, ...opts.env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (d) => {
      out += d;
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0) resolve(out);
      else
        reject(
          Object.assign(new Error(`${cmd} ${args.join(" ")} exited with ${code}`), { exitCode: code || 1 }),
        );
    });
  });
}

/** Resolves once something accepts TCP connections on host:port; rejects on timeout or if `proc` exits. */
export async function waitForPort(port, { host = "127.0.0.1", timeoutMs = 60_000, proc } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (true) {
    if (proc?.exitInfo)
      throw new Error(`${proc.name} exited (code ${proc.exitInfo.code}) before port ${port} opened`);
    if (await canConnect(port, host)) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${host}:${port}`);
    await sleep(100);
  }
}

/** Resolves once `url` answers GET with a 2xx status; rejects on timeout or if `proc` exits. */
export async function waitForHttp(url, { proc, timeoutMs = 90_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (true) {
    if (proc?.exitInfo)
      throw new Error(`${proc.name} exited (code ${proc.exitInfo.code}) before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${url}`);
    await sleep(150);
  }
}

/** Fails early with a clear message when a fixed port is taken (e.g. by a left-over server). */
export async function assertPortFree(port, host = "127.0.0.1") {
  if (await canConnect(port, host)) {
    throw new Error(`port ${port} on ${host} is already in use — is another dev/test run still alive?`);
  }
}

function canConnect(port, host) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(false));
  });
}

/** A fresh directory under the OS temp dir that is deleted when this process exits (or earlier, by the caller). */
export function makeTempDir(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Registers an async clean-up (e.g. "stop postgres and delete its dir"); run last-in first-out. */
export function onCleanup(fn) {
  cleanups.push(fn);
}

/**
 * Stops everything: one-shot commands from run(), then the registered clean-ups (they know the right order
 * and signals), then any child group still alive. Safe to call more than once.
 */
export function shutdown() {
  shuttingDown ??= (async () => {
    // A running test runner or build first, so it does not spew errors about the vanished database.
    await Promise.all([...live].filter((h) => h.oneShot).map((h) => h.stop()));
    while (cleanups.length) {
      const fn = cleanups.pop();
      try {
        await fn();
      } catch (err) {
        process.stderr.write(`clean-up failed: ${err.message}\n`);
      }
    }
    await Promise.all([...live].map((h) => h.stop()));
  })();
  return shuttingDown;
}

/**
 * Installs the SIGINT/SIGTERM/SIGHUP handlers and a last-resort synchronous 'exit' hook.
 * Ctrl-C reaches only this process (children are in their own groups), so each child gets exactly one
 * signal from us — firebase treats a second one as "skip the clean shutdown / export".
 */
export function installSignalHandlers() {
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
    ["SIGHUP", 129],
  ]) {
    process.on(signal, () => {
      if (shuttingDown) return; // already stopping; don't interrupt the clean-ups
      process.stderr.write(`\nreceived ${signal}, stopping…\n`);
      shutdown().finally(() => process.exit(code));
    });
  }
  process.on("exit", () => {
    // Synchronous: cannot wait, so anything still running gets SIGKILL.
    for (const h of live) signalGroup(h, "SIGKILL");
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  });
}
