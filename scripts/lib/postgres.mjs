// A throw-away PostgreSQL 15 cluster for the test suite: fresh and empty on every run, tuned for speed
// rather than durability (the data dir is deleted afterwards anyway).
import { execFileSync } from "node:child_process";
import { chownSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { assertPortFree, capture, makeTempDir, run, sleep, startProcess, waitForPort } from "./procs.mjs";

const BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

/**
 * Starts postgres on 127.0.0.1:port with databases coach_test and coach_shadow (user postgres, trust auth).
 * Returns { url, shadowUrl, stop() }; stop() shuts the server down and removes its directory.
 */
export async function startPostgres({ port = 55432 } = {}) {
  await assertPortFree(port);
  const dir = makeTempDir("coach-pg-");
  const dataDir = path.join(dir, "data");
  const sockDir = path.join(dir, "sock"); // own socket dir: /var/run/postgresql may be missing or root-only
  mkdirSync(sockDir);

  // postgres refuses to run as root, so as root everything runs as the `postgres` user (created by the
  // Debian package), which must own the directory.
  const asRoot = process.getuid?.() === 0;
  const wrap = (cmd, args) => (asRoot ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args]);
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }));
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }));
    chownSync(dir, uid, gid);
    chownSync(sockDir, uid, gid);
  }

  let server;
  const stop = async () => {
    // SIGINT = postgres "fast shutdown" (SIGTERM would wait for every client to disconnect).
    if (server) await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    // --no-sync / -A trust: a disposable cluster needs neither durability nor passwords.
    const [initCmd, initArgs] = wrap(`${BIN}/initdb`, [
      ...["-D", dataDir, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"],
    ]);
    await capture(initCmd, initArgs); // its progress report is noise; errors still reach stderr

    const [cmd, args] = wrap(`${BIN}/postgres`, [
      ...["-D", dataDir, "-p", String(port), "-h", "127.0.0.1", "-k", sockDir],
      // Test speed: nothing is ever flushed to disk for real.
      ...["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"],
      // Startup/shutdown/checkpoint chatter (level LOG, which ranks above ERROR here) is noise in the test
      // output; FATAL/PANIC still show. Statement errors reach the client anyway.
      ...["-c", "log_min_messages=fatal", "-c", "log_checkpoints=off", "-c", "max_connections=200"],
    ]);
    server = startProcess("postgres", cmd, args, { stopSignal: "SIGINT", stopTimeoutMs: 15_000 });
    await waitForPort(port, { proc: server, timeoutMs: 30_000 });
    // The port opens before recovery finishes ("the database system is starting up"): poll pg_isready.
    for (let i = 0; ; i++) {
      try {
        await run("pg_isready", `${BIN}/pg_isready`, [
          "-q",
          "-h",
          "127.0.0.1",
          "-p",
          String(port),
          "-U",
          "postgres",
        ]);
        break;
      } catch (err) {
        if (i > 100 || server.exitInfo) throw err;
        await sleep(100);
      }
    }
    await run("psql", `${BIN}/psql`, [
      ...[
        "-q",
        "-v",
        "ON_ERROR_STOP=1",
        "-h",
        "127.0.0.1",
        "-p",
        String(port),
        "-U",
        "postgres",
        "-d",
        "postgres",
      ],
      ...["-c", "CREATE DATABASE coach_test", "-c", "CREATE DATABASE coach_shadow"],
    ]);
  } catch (err) {
    await stop();
    throw err;
  }

  const base = `postgresql://postgres@127.0.0.1:${port}`;
  return { url: `${base}/coach_test`, shadowUrl: `${base}/coach_shadow`, stop };
}
