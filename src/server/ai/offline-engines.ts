/**
 * Runs the offline provider's local engines (espeak-ng, ffmpeg, pocketsphinx) as child processes: arguments as an
 * array (never a shell string), a time limit, the caller's abort signal, and ProviderErrors for every failure.
 */
import { spawn } from "node:child_process";
import { ProviderError } from "./provider";

/** Which Debian package brings each binary, for the "not installed" message. */
const PACKAGE_OF: Record<string, string> = {
  "espeak-ng": "espeak-ng",
  ffmpeg: "ffmpeg",
  pocketsphinx_continuous: "pocketsphinx",
};

export interface EngineRun {
  /** The binary, e.g. "espeak-ng". */
  command: string;
  args: string[];
  /** Written to the process's stdin, which is then closed. */
  input?: string | Uint8Array;
  signal?: AbortSignal;
  /** What the caller is doing, for messages: "Speech", "Transcription". */
  task: string;
  /** The error for a non-zero exit; default a ProviderError "unavailable" naming the command. */
  failed?: (code: number | null) => ProviderError;
}

/** Time allowed for one engine run (OFFLINE_VOICE_TIMEOUT_MS, default 60 s). */
export function engineTimeoutMs(): number {
  const raw = Number(process.env.OFFLINE_VOICE_TIMEOUT_MS);
  return Number.isFinite(raw) && raw > 0 ? raw : 60_000;
}

export function notInstalled(task: string, binary: string): ProviderError {
  return new ProviderError(
    "unavailable",
    `${task} is not available offline: ${PACKAGE_OF[binary] ?? binary} is not installed`,
  );
}

/** Runs the engine to completion and answers its stdout; a non-zero exit is a ProviderError "unavailable". */
export function runEngine(run: EngineRun): Promise<Buffer> {
  const { command, args, input, signal, task, failed } = run;
  if (signal?.aborted) return Promise.reject(new ProviderError("aborted", "The request was aborted"));
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["pipe", "pipe", "pipe"] });
    const stdout: Buffer[] = [];
    let stderr = "";
    let failure: ProviderError | null = null;
    const stop = (error: ProviderError) => {
      failure ??= error;
      child.kill("SIGKILL");
    };
    const timer = setTimeout(
      () => stop(new ProviderError("timeout", `${task} took too long (${command} did not finish in time)`)),
      engineTimeoutMs(),
    );
    const onAbort = () => stop(new ProviderError("aborted", "The request was aborted"));
    signal?.addEventListener("abort", onAbort, { once: true });
    const cleanUp = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    };

    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString();
    });
    // A process that exits early closes its stdin: EPIPE here is reported through its exit code instead.
    child.stdin.on("error", () => {});
    child.on("error", (error: NodeJS.ErrnoException) => {
      cleanUp();
      reject(
        error.code === "ENOENT"
          ? notInstalled(task, command)
          : new ProviderError("unavailable", `${task} failed: ${command} could not start`, { cause: error }),
      );
    });
    child.on("close", (code) => {
      cleanUp();
      if (failure) reject(failure);
      else if (code !== 0) {
        const cause = new Error(stderr.trim().slice(-1000));
        const error =
          failed?.(code) ??
          new ProviderError("unavailable", `${task} failed: ${command} exited with code ${code}`);
        reject(new ProviderError(error.kind, error.message, { cause }));
      } else resolve(Buffer.concat(stdout));
    });
    child.stdin.end(input ?? "");
  });
}
