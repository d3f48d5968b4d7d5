// The benchmarks' app instances: n production servers (scripts/serve.mjs, what `npm start` runs) of the one
// production build on consecutive ports, same environment, one database; and what /proc says about them (RSS, CPU
// time) and about the machine.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { onCleanup, startProcess, waitForPort } from "./procs.mjs";

/**
 * Starts `count` instances (A on `basePort`, B on +1, …); resolves once all accept connections. With
 * `inspectBasePort`, instance i also opens the Node inspector on inspectBasePort + i (heapAfterGc uses it).
 */
export async function startInstances(count, { basePort, env, nodeArgs = [], inspectBasePort = null }) {
  const instances = Array.from({ length: count }, (_, i) => {
    const name = String.fromCharCode(65 + i);
    const port = basePort + i;
    const inspectPort = inspectBasePort === null ? null : inspectBasePort + i;
    const inspect = inspectPort === null ? [] : [`--inspect=127.0.0.1:${inspectPort}`];
    const args = [...nodeArgs, ...inspect, "scripts/serve.mjs", "-p", String(port)];
    const proc = startProcess(`app-${name}`, process.execPath, args, { env });
    onCleanup(proc.stop);
    return { name, port, url: `http://127.0.0.1:${port}`, proc, inspectPort };
  });
  await Promise.all(instances.map((i) => waitForPort(i.port, { proc: i.proc, timeoutMs: 60_000 })));
  return instances;
}

/** The pids of a process group (startProcess makes each child the leader of its own), leader included. */
function groupPids(leader) {
  const pids = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after the command (which may hold spaces) start after the last ")": state, ppid, pgrp, …
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === leader) pids.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

/** VmRSS of a process in bytes (0 if it is gone). */
function rssOf(pid) {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** Resident memory (VmRSS) of an instance: its server process and any child of its group, in bytes. */
export function instanceRss(instance) {
  return groupPids(instance.proc.pid).reduce((sum, pid) => sum + rssOf(pid), 0);
}

let ticksPerSecond;
function clockTicks() {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" })) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** CPU time (user + system) a process has used so far, in ms (0 if it is gone). */
export function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15 of stat, i.e. 11 and 12 after the command.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks();
  } catch {
    return 0;
  }
}

/** CPU time an instance (its whole process group) has used so far, in ms. */
export function instanceCpuMs(instance) {
  return groupPids(instance.proc.pid).reduce((sum, pid) => sum + cpuMsOf(pid), 0);
}

/** The machine's busy and total CPU time so far (all cores, every process, in ms), from /proc/stat. */
export function machineCpu() {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0];
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((a, b) => a + b, 0);
  // idle and iowait are not busy.
  const idle = values[3] + (values[4] ?? 0);
  const ms = (ticks) => (ticks * 1000) / clockTicks();
  return { busyMs: ms(total - idle), totalMs: ms(total) };
}

export const mb = (bytes) => bytes / (1024 * 1024);

/**
 * Through the instance's inspector: a full garbage collection, then its process.memoryUsage() (rss, heapUsed,
 * external, arrayBuffers, in bytes). Null when the instance has no inspector or no WebSocket client is at hand. The
 * inspector session lasts only for these two calls.
 */
export async function heapAfterGc(instance) {
  if (instance.inspectPort === null) return null;
  const targets = await (await fetch(`http://127.0.0.1:${instance.inspectPort}/json/list`)).json();
  // Node 20 has no WebSocket without a flag; the undici package (installed with openai and firebase-tools, not a
  // dependency of ours) has one. Without it, the memory figures are RSS alone.
  const WebSocket = globalThis.WebSocket ?? (await import("undici").catch(() => null))?.WebSocket;
  if (!WebSocket) return null;
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error(`inspector of ${instance.name}: cannot connect`));
  });
  const waiting = new Map();
  socket.onmessage = (message) => {
    const reply = JSON.parse(String(message.data));
    waiting.get(reply.id)?.(reply);
  };
  let nextId = 0;
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      waiting.set(id, (reply) =>
        reply.error ? reject(new Error(reply.error.message)) : resolve(reply.result),
      );
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await call("HeapProfiler.collectGarbage");
    const { result } = await call("Runtime.evaluate", {
      expression: "JSON.stringify(process.memoryUsage())",
      returnByValue: true,
    });
    return JSON.parse(result.value);
  } finally {
    socket.close();
  }
}
