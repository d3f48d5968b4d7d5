// bench-chat's sends: one POST /chats/send read to its end, the time the app adds before the first token, the
// 50-at-once burst (over one instance or spread round-robin over several) and the 401 floor beside it.
import { performance } from "node:perf_hooks";
import { authHeaders, percentile } from "./bench.mjs";

export const idOf = (doc) => doc?._id ?? doc?.id;

/** A JSON API call to the app at `base` (e.g. http://127.0.0.1:3160) with the caller's credentials. */
export async function api(base, token, method, path, body) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    // Origin: what a browser sends with a cookie-authenticated write (the CSRF check wants it to be the app).
    headers: { ...authHeaders(token), "content-type": "application/json", origin: base },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/**
 * One POST /chats/send, read to its end. Returns when it started, when its first `event: delta` came and when
 * it ended (performance.now(), the wire server's clock too); the marker in the text finds its request at the wire
 * server.
 */
async function send(base, token, chatId, marker) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/chats/send`, {
    method: "POST",
    headers: {
      ...authHeaders(token),
      "content-type": "application/json",
      accept: "text/event-stream",
      origin: base,
    },
    body: JSON.stringify({ chat: chatId, message: `I slept badly again ${marker}` }),
  });
  if (!res.ok || !res.body) throw new Error(`POST /chats/send → ${res.status} ${await res.text()}`);
  const decoder = new TextDecoder();
  let buffer = "";
  let firstDelta = null;
  const events = [];
  for await (const bytes of res.body) {
    buffer += decoder.decode(bytes, { stream: true });
    let end = buffer.indexOf("\n\n");
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const name = /^event: (.+)$/m.exec(block)?.[1];
      if (name) {
        events.push(name);
        if (name === "delta" && firstDelta === null) firstDelta = performance.now();
        if (name === "error") throw new Error(`error event: ${/^data: (.*)$/m.exec(block)?.[1]}`);
      }
      end = buffer.indexOf("\n\n");
    }
  }
  if (firstDelta === null) throw new Error(`no delta event (events: ${events.join(", ")})`);
  return { t0, firstDelta, end: performance.now() };
}

/** The wire server's record of the model call made for the send carrying `marker`. */
function modelCall(wire, marker) {
  const record = wire.requests.find((r) => {
    const users = (r.body.messages ?? []).filter((m) => m.role === "user");
    return String(users.at(-1)?.content ?? "").includes(marker);
  });
  if (!record || record.firstChunkAt === null)
    throw new Error(`the wire server saw no model call for ${marker}`);
  return record;
}

/**
 * `added` = the app's work before it calls the model (request start → model request received) plus after the
 * first chunk (first chunk written → first delta event read); one clock, this process's.
 */
export async function measure(wire, base, token, chatId, marker) {
  const { t0, firstDelta, end } = await send(base, token, chatId, marker);
  const call = modelCall(wire, marker);
  const total = firstDelta - t0;
  const model = call.firstChunkAt - call.receivedAt;
  return {
    t0,
    end,
    total,
    model,
    added: total - model,
    before: call.receivedAt - t0,
    after: firstDelta - call.firstChunkAt,
  };
}

/** The lines of one set of sends: model TTFT, server-added (against the target), its split, total / model. */
export function report(label, samples, targetP50) {
  const f = (v) => v.toFixed(1).padStart(7);
  const line = (name, values, unit) =>
    `  ${name.padEnd(16)}p50 ${f(percentile(values, 50))} ${unit}   p95 ${f(percentile(values, 95))} ${unit}`;
  const added = samples.map((s) => s.added);
  const p50 = percentile(added, 50);
  console.log(
    [
      `\n${label} (${samples.length} sends)`,
      line(
        "model TTFT",
        samples.map((s) => s.model),
        "ms",
      ),
      `${line("server-added", added, "ms")}   target ≤ ${targetP50} ms at p50: ${p50 <= targetP50 ? "met" : "NOT met"}`,
      line(
        "  before model",
        samples.map((s) => s.before),
        "ms",
      ),
      line(
        "  after model",
        samples.map((s) => s.after),
        "ms",
      ),
      line(
        "total / model",
        samples.map((s) => s.total / s.model),
        "× ",
      ),
    ].join("\n"),
  );
}

/**
 * `chats.length` sends at once, send i to `bases[i % bases.length]`, each read to its end. Answers the samples,
 * the failures and the throughput: sends completed per second, from the first send's start to the last one's end.
 */
export async function burst(wire, bases, token, chats, label) {
  const settled = await Promise.allSettled(
    chats.map((chat, i) => measure(wire, bases[i % bases.length], token, chat, `[${label}-${i}]`)),
  );
  const samples = settled.filter((r) => r.status === "fulfilled").map((r) => r.value);
  const failed = settled.filter((r) => r.status === "rejected").map((r) => r.reason);
  const seconds =
    samples.length > 0
      ? (Math.max(...samples.map((s) => s.end)) - Math.min(...samples.map((s) => s.t0))) / 1000
      : Number.NaN;
  return { samples, failed, seconds, perSecond: samples.length / seconds };
}

/** Time of one request without credentials (401): routing and the HTTP round trip, no database. */
export async function floorRequest(base) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/agents/my-agents`);
  await res.arrayBuffer();
  return performance.now() - t0;
}

/** `count` such requests at once, request i to `bases[i % bases.length]`: times and requests per second. */
export async function floorAtOnce(bases, count) {
  const t0 = performance.now();
  const times = await Promise.all(
    Array.from({ length: count }, (_, i) => floorRequest(bases[i % bases.length])),
  );
  return { times, perSecond: count / ((performance.now() - t0) / 1000) };
}
