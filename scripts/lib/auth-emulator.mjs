// Firebase Auth Emulator (firebase-tools, runs offline, no Java) started through the CLI.
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { assertPortFree, makeTempDir, startProcess, waitForHttp } from "./procs.mjs";

const FIREBASE = path.resolve("node_modules/.bin/firebase");

/**
 * Starts the Auth Emulator on 127.0.0.1:port for `projectId` (use a `demo-*` id: no Google login, no network).
 * With `dataDir`, accounts are imported from it (when it exists) and exported back on a clean exit, so
 * dev users survive restarts. Returns { host: "127.0.0.1:PORT", stop() }.
 */
export async function startAuthEmulator({ port, projectId = "demo-coach", dataDir } = {}) {
  if (!port) throw new Error("startAuthEmulator: port is required");
  await assertPortFree(port);
  // A generated config instead of a committed firebase.json: dev and tests need different ports, and the
  // CLI takes the path with `--config` (`-c`). `singleProjectMode` belongs under `emulators` in the
  // firebase.json schema (firebase-tools 15.34): requests for another project id then get a warning.
  const configDir = makeTempDir("coach-firebase-");
  const configFile = path.join(configDir, "firebase.json");
  writeFileSync(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { port, host: "127.0.0.1" },
        // The CLI also opens a logging port, 4500 by default: a dev and a test emulator running at the same
        // time would clash there ("EADDRINUSE … 4500"). The hub (4400) moves to a free port by itself.
        logging: { port: port + 1, host: "127.0.0.1" },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const args = ["emulators:start", "--only", "auth", "--project", projectId, "--config", configFile];
  if (dataDir) {
    const abs = path.resolve(dataDir);
    if (existsSync(abs)) args.push("--import", abs);
    else mkdirSync(path.dirname(abs), { recursive: true });
    // The export runs on the first SIGINT/SIGTERM (a second signal skips it): procs.mjs sends only one.
    args.push("--export-on-exit", abs);
  }

  const proc = startProcess("auth", FIREBASE, args, {
    cwd: configDir, // the CLI creates firebase-debug.log in its cwd: keep it out of the repo
    // NO_UPDATE_NOTIFIER: no registry check on start. TMPDIR: the CLI keeps a "hub locator" in
    // $TMPDIR/hub-<project>.json; a private one keeps a dev and a test emulator (same demo project) apart,
    // e.g. so the dev export-on-exit does not go to the test instance's hub.
    env: { NO_UPDATE_NOTIFIER: "1", TMPDIR: configDir },
    stopTimeoutMs: 15_000,
    // While starting, the CLI spends ~20 s of CPU building the API validator and does not react to
    // SIGTERM; there is nothing to export yet either, so until it is ready stopping means SIGKILL.
    stopSignal: "SIGKILL",
  });
  const stop = async () => {
    await proc.stop();
    // Also removes firebase-debug.log.
    rmSync(configDir, { recursive: true, force: true });
  };

  const host = `127.0.0.1:${port}`;
  try {
    // An open port is not enough: the CLI first binds the port briefly to check it is free, so poll HTTP.
    await waitForHttp(`http://${host}/emulator/v1/projects/${projectId}/config`, { proc });
    // Production (email enumeration protection on) answers a wrong email *or* password with
    // INVALID_LOGIN_CREDENTIALS; the emulator only does so with this flag, else INVALID_PASSWORD/EMAIL_NOT_FOUND.
    const res = await fetch(`http://${host}/emulator/v1/projects/${projectId}/config`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
    });
    if (!res.ok) throw new Error(`auth emulator config PATCH failed: ${res.status} ${await res.text()}`);
    // Ready: from now on one SIGTERM = clean shutdown, with the export when dataDir was given.
    proc.stopSignal = "SIGTERM";
  } catch (err) {
    await stop();
    throw err;
  }
  return { host, stop };
}
