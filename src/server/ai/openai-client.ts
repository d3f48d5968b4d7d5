/**
 * The openai SDK client, one per (OPENAI_API_KEY, OPENAI_BASE_URL), and the request settings read from the
 * environment on every call (so a test can shorten a timeout without a new client).
 */
import OpenAI from "openai";

const clients = new Map<string, OpenAI>();

/**
 * The platform's fetch, not the one Next.js wraps for its data cache and tracing: model calls are never cached, and
 * the wrapper's span, dedupe and cache checks are work on each of a chat send's three or four model calls (the
 * reply, the safeguarding checks, the title). Outside Next (scripts, tests) the global fetch is the platform's.
 */
function platformFetch(): typeof fetch {
  const global = globalThis.fetch as typeof fetch & { _nextOriginalFetch?: typeof fetch };
  return global._nextOriginalFetch ?? global;
}

export function openaiClient(): OpenAI {
  const apiKey = process.env.OPENAI_API_KEY?.trim() ?? "";
  const baseURL = process.env.OPENAI_BASE_URL?.trim() || undefined;
  const key = `${apiKey}\n${baseURL ?? ""}`;
  let client = clients.get(key);
  if (!client) {
    // maxRetries 0: §3 says a model request is not retried; SDK retries would also hide a failing server and
    // multiply the user's wait. The chat service decides what a failure means.
    client = new OpenAI({ apiKey, baseURL, maxRetries: 0, fetch: platformFetch() });
    clients.set(key, client);
  }
  return client;
}

/** Whether requests go to a server other than OpenAI's own (OPENAI_BASE_URL set). */
export function isCompatibleServer(): boolean {
  return Boolean(process.env.OPENAI_BASE_URL?.trim());
}

function msFromEnv(name: string, fallback: number): number {
  const raw = Number(process.env[name]);
  return Number.isFinite(raw) && raw > 0 ? raw : fallback;
}

/** Time allowed until the first streamed chunk (or the whole answer of a structured call). */
export function firstByteTimeoutMs(): number {
  return msFromEnv("OPENAI_TIMEOUT_MS", 60_000);
}

/** Time allowed between two streamed chunks: a stalled stream fails instead of hanging the chat. */
export function streamIdleTimeoutMs(): number {
  return msFromEnv("OPENAI_STREAM_IDLE_TIMEOUT_MS", 30_000);
}
