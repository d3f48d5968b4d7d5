#!/usr/bin/env node
// Stand-in for Prisma 7's `schema-engine` binary (PRISMA_SCHEMA_ENGINE_BINARY): speaks the binary's JSON-RPC over
// stdin/stdout, runs the WASM schema engine (@prisma/schema-engine-wasm, same build as prisma's engines hash) and
// connects through a driver adapter (PrismaPg with the migration fixes). Args: --datamodels <file>... --datasource <json>.
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import pg from "pg";
import { MigrationPg } from "./migration-adapter.mjs";

const argv = process.argv.slice(2);
const datamodelPaths = [];
let datasource = {};
for (let i = 0; i < argv.length; i++) {
  if (argv[i] === "--datamodels") datamodelPaths.push(argv[++i]);
  else if (argv[i] === "--datasource") datasource = JSON.parse(argv[++i]);
  else if (argv[i] === "--version" || argv[i] === "-V") {
    console.log("schema-engine-shim (wasm)");
    process.exit(0);
  } else if (argv[i] === "cli") break;
  else if (argv[i].startsWith("--")) i++; // --enabled-preview-features, --extension-types: not supported, ignored
}
let cliCommand;
{
  const k = argv.indexOf("cli");
  if (k >= 0) cliCommand = argv[k + 1];
}
const log = (level, message) => process.stderr.write(`${JSON.stringify({ level, fields: { message } })}\n`);

// The WASM engine reports a Rust panic's message here before trapping (RuntimeError: unreachable).
let lastPanic;
globalThis.PRISMA_WASM_PANIC_REGISTRY = {
  set_message: (m) => {
    lastPanic = m;
  },
};

async function loadWasmEngine() {
  const bgUrl = import.meta.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
  const bg = await import(bgUrl);
  const bytes = readFileSync(fileURLToPath(new URL("./schema_engine_bg.wasm", bgUrl)));
  const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), { "./schema_engine_bg.js": bg });
  bg.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start();
  // The CLI and the engine must come from the same prisma-engines commit (pin @prisma/schema-engine-wasm to the
  // version of @prisma/engines-version that prisma depends on).
  const { enginesVersion } = (await import("@prisma/engines-version")).default;
  if (!enginesVersion.endsWith(bg.version()) && !process.env.SHIM_ALLOW_VERSION_MISMATCH) {
    throw new Error(
      `schema-engine-shim: @prisma/schema-engine-wasm is ${bg.version()}, the CLI expects ${enginesVersion}`,
    );
  }
  return bg.SchemaEngine;
}

function makeAdapter() {
  const url = datasource.url ?? process.env.DATABASE_URL;
  const shadow = datasource.shadowDatabaseUrl || undefined;
  if (!url) throw new Error("schema-engine-shim: no datasource url (set datasource.url in prisma.config.ts)");
  if (process.env.SHIM_ADAPTER === "plain")
    return new PrismaPg({ connectionString: url }, shadow ? { shadowDatabaseUrl: shadow } : undefined);
  return new MigrationPg(url, shadow);
}

// One engine per process, like the binary. The WASM engine has no shadow-database factory in evaluateDataLoss and
// createMigration: they read the migrations' schema from a cache that devDiagnostic fills (using the factory). When
// the cache misses (e.g. `migrate dev` applied pending migrations in between) they fail with "PostgreSQL shadow DB
// must be provided through an external factory": warm the cache with devDiagnostic and retry once.
import { appendFileSync } from "node:fs";

const trace = (line) =>
  process.env.SHIM_TRACE && appendFileSync(process.env.SHIM_TRACE, `${process.pid} ${line}\n`);
let enginePromise;
function engine() {
  enginePromise ??= (async () => {
    const SchemaEngine = await loadWasmEngine();
    const datamodels = datamodelPaths.map((p) => [p, readFileSync(p, "utf8")]);
    const adapter = bindMigrationAwareSqlAdapterFactory(makeAdapter());
    return SchemaEngine.new(
      { datamodels: datamodels.length ? datamodels : undefined },
      (msg) => process.stderr.write(`${String(msg).trimEnd()}\n`),
      adapter,
    );
  })();
  return enginePromise;
}
const NO_SHADOW = "shadow DB must be provided through an external factory";
async function withWarmCache(e, method, params) {
  try {
    return await e[method](params);
  } catch (err) {
    if (!String(err?.message).includes(NO_SHADOW) || !params?.migrationsList) throw err;
    trace(`${method}: cache miss, warming with devDiagnostic`);
    await e.devDiagnostic({
      migrationsList: params.migrationsList,
      filters: params.filters ?? { externalTables: [], externalEnums: [] },
    });
    return e[method](params);
  }
}

const send = (obj) => process.stdout.write(`${JSON.stringify(obj)}\n`);
let nextOutgoingId = 1_000_000;
const pendingOutgoing = new Map();
/** Ask the CLI to print (how the binary emits `migrate diff` output). */
function print(content) {
  const id = nextOutgoingId++;
  return new Promise((resolve) => {
    pendingOutgoing.set(id, resolve);
    send({ jsonrpc: "2.0", id, method: "print", params: { content } });
  });
}

async function createDatabase(params) {
  const url = params?.datasource?.url ?? datasource.url;
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.slice(1)) || u.username;
  u.pathname = "/postgres";
  const c = new pg.Client({ connectionString: u.toString() });
  await c.connect();
  try {
    await c.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await c.end();
  }
  return { databaseName: name };
}

async function handle(method, params) {
  const t0 = performance.now();
  try {
    const r = await handle2(method, params);
    trace(`${method} ok ${(performance.now() - t0).toFixed(0)}ms`);
    return r;
  } catch (e) {
    trace(`${method} ERR ${(performance.now() - t0).toFixed(0)}ms ${String(e?.message).split("\n")[0]}`);
    throw e;
  }
}
async function handle2(method, params) {
  if (method === "createDatabase") return createDatabase(params);
  const e = await engine();
  switch (method) {
    case "getDatabaseVersion":
      return e.version(params ?? null);
    case "debugPanic":
      return e.debugPanic();
    case "diff": {
      const { stdout, ...rest } = await e.diff(params);
      if (stdout) await print(stdout.replace(/\n$/, ""));
      return rest;
    }
    case "dbExecute":
      await e.dbExecute(params);
      return null;
    case "evaluateDataLoss":
    case "createMigration":
      return withWarmCache(e, method, params);
    case "reset":
      await e.reset(params);
      return null;
    case "ensureConnectionValidity":
      await e.ensureConnectionValidity(params);
      return {};
    default:
      if (typeof e[method] !== "function")
        throw Object.assign(
          new Error(`schema-engine-shim: method ${method} is not supported by the WASM schema engine`),
          { shimUnsupported: true },
        );
      return e[method](params);
  }
}

function toRpcError(err) {
  const isPanic = err instanceof WebAssembly.RuntimeError || err?.name === "RuntimeError";
  const message = isPanic && lastPanic ? `${lastPanic} (${err?.message})` : (err?.message ?? String(err));
  if (isPanic) log("ERROR", `${message}\n${err?.stack ?? ""}`);
  return {
    code: 4466,
    message: "An error happened. Check the data field for details.",
    data: {
      is_panic: isPanic,
      message: err?.cause ? `${message}\n${err.cause?.message ?? err.cause}` : message,
      ...(err?.code ? { error_code: err.code, meta: err.meta ?? {} } : {}),
      ...(isPanic ? { error: { message } } : {}),
    },
  };
}

// One-shot mode used by the CLI before migrate deploy/dev: `--datasource <json> cli can-connect-to-database|create-database`.
if (cliCommand) {
  const url = datasource.url;
  const fail = (error_code, message) => {
    process.stderr.write(
      `${JSON.stringify({ level: "ERROR", target: "schema_engine::logger", fields: { error_code, message } })}\n`,
    );
    process.exit(1);
  };
  try {
    if (cliCommand === "can-connect-to-database") {
      const c = new pg.Client({ connectionString: url });
      try {
        await c.connect();
        await c.end();
      } catch (err) {
        const u = new URL(url);
        if (err.code === "3D000")
          fail(
            "P1003",
            `Database \`${u.pathname.slice(1)}\` does not exist on the database server at \`${u.hostname}:${u.port || 5432}\`.`,
          );
        fail("P1001", `Can't reach database server at \`${u.hostname}:${u.port || 5432}\`: ${err.message}`);
      }
    } else if (cliCommand === "create-database") {
      const { databaseName } = await createDatabase({ datasource: { url } });
      process.stdout.write(`Database '${databaseName}' was successfully created.\n`);
    } else fail("P1000", `schema-engine-shim: unsupported cli command ${cliCommand}`);
    process.exit(0);
  } catch (err) {
    fail("P1000", err?.message ?? String(err));
  }
}

const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
// A Rust panic inside an engine future traps outside the awaited promise: answer every open request with a panic
// error (like the binary does) and exit, since the engine is unusable afterwards.
const openIds = new Set();
process.on("uncaughtException", (err) => {
  const error = toRpcError(Object.assign(err, { name: "RuntimeError" }));
  for (const id of openIds) send({ jsonrpc: "2.0", id, error });
  process.stdout.write("", () => process.exit(101));
});
let inFlight = 0;
let closed = false;
const maybeExit = () => {
  if (closed && inFlight === 0) process.exit(0);
};
rl.on("line", async (line) => {
  if (!line.trim()) return;
  inFlight++;
  try {
    await onLine(line);
  } finally {
    inFlight--;
    maybeExit();
  }
});
async function onLine(line) {
  let msg;
  try {
    msg = JSON.parse(line);
  } catch {
    return;
  }
  if (msg.method === undefined && pendingOutgoing.has(msg.id)) {
    pendingOutgoing.get(msg.id)();
    pendingOutgoing.delete(msg.id);
    return;
  }
  openIds.add(msg.id);
  try {
    const result = await handle(msg.method, msg.params);
    send({ jsonrpc: "2.0", id: msg.id, result: result ?? null });
  } catch (err) {
    if (process.env.SHIM_DEBUG) process.stderr.write(`shim error in ${msg.method}: ${err?.stack ?? err}\n`);
    send({ jsonrpc: "2.0", id: msg.id, error: toRpcError(err) });
  } finally {
    openIds.delete(msg.id);
  }
}
rl.on("close", () => {
  closed = true;
  maybeExit();
});
