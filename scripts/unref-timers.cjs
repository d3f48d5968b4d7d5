// Preload (`NODE_OPTIONS=--require ./scripts/unref-timers.cjs`) for Prisma CLI commands.
// Prisma's WASM schema engine leaves 10 s / 60 s timers behind; a referenced timer keeps Node alive, so
// `prisma migrate deploy` would take ~12 s instead of ~2.5 s. Long timers (≥ 10 s) are unref'd: they still fire
// if the process is alive for another reason, but no longer keep it alive on their own.
"use strict";
const { promisify } = require("node:util");

const LONG_MS = 10_000;

for (const name of ["setTimeout", "setInterval"]) {
  const original = globalThis[name];
  const wrapped = function (callback, ms, ...args) {
    const timer = original.call(this, callback, ms, ...args);
    if (Number(ms) >= LONG_MS && typeof timer?.unref === "function") timer.unref();
    return timer;
  };
  // Keep util.promisify(setTimeout) and friends working.
  if (original[promisify.custom]) wrapped[promisify.custom] = original[promisify.custom];
  globalThis[name] = wrapped;
}
