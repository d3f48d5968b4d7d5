/**
 * A real HTTP server that speaks the OpenAI wire format for POST /v1/chat/completions, so the real openai SDK can
 * be tested without a network: streamed answers as SSE chunks (`data: {...}\n\n` … `data: [DONE]`, with a usage
 * chunk when stream_options.include_usage), non-streamed JSON answers (structured output), OpenAI error bodies.
 * Also the voice and file routes: POST /v1/audio/transcriptions (multipart; answers `transcript`),
 * /v1/audio/speech (answers WIRE_SPEECH_BYTES, an MP3-looking body), /v1/realtime/client_secrets (an ephemeral
 * secret), /v1/files (multipart; answers a file id) and /v1/moderations (scripted category scores). Multipart text fields land in `body`, files in `files`.
 * Each test scripts the next answers (text, timing, errors, stalls) and reads back the requests it received.
 * Used by unit tests, API tests (AI_PROVIDER=openai, OPENAI_BASE_URL=<url>) and `npm run bench:chat`.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";

export interface WireUsage {
  prompt_tokens: number;
  completion_tokens: number;
}

// biome-ignore lint/suspicious/noExplicitAny: a request body as the SDK sent it, asserted field by field in tests.
export type WireBody = Record<string, any>;

export interface WireScript {
  /** The answer's text (streamed) or content (non-streamed). Default: a short fixed sentence. */
  reply?: string | ((body: WireBody) => string);
  /** How many content chunks the text is split into; default one per word. */
  chunks?: number;
  /** Time to first token: from receiving the request to writing the first chunk. */
  firstTokenDelayMs?: number;
  /** Pause before each later chunk. */
  chunkDelayMs?: number;
  /** Answer with this HTTP status and an OpenAI error body instead (e.g. 429, 500). */
  status?: number;
  errorMessage?: string;
  /** Write this many content chunks, then nothing more while keeping the connection open. */
  stallAfterChunks?: number;
  /** Usage reported; false sends none even when include_usage is asked. Default: derived from the texts. */
  usage?: WireUsage | false;
  /** The model the answer names; default the requested one. */
  model?: string;
  finishReason?: string;
  /** POST /v1/audio/transcriptions: the transcribed text. Default: DEFAULT_TRANSCRIPT. */
  transcript?: string;
  /** POST /v1/moderations: category scores (e.g. {"self-harm/intent": 0.9}); flagged when one is ≥ 0.5. */
  moderation?: Record<string, number>;
}

/** A file the SDK sent in a multipart body. */
export interface WireFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export interface WireRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: WireBody;
  /** Files of a multipart body, by field name (e.g. `file`). */
  files: Record<string, WireFile>;
  /** performance.now() when the request arrived. */
  receivedAt: number;
  /** performance.now() when the first content chunk (or the JSON answer) was written; null if none was. */
  firstChunkAt: number | null;
  /** The client closed the connection before the answer was complete (abort, timeout). */
  closedEarly: boolean;
}

export interface WireServer {
  /** Base URL for OPENAI_BASE_URL, ending in /v1. */
  url: string;
  requests: WireRequest[];
  /** Scripts every following answer; a function scripts each answer from its request body. */
  setScript(script: WireScript | ((body: WireBody) => WireScript)): void;
  close(): Promise<void>;
}

const DEFAULT_REPLY = "Hello from the wire server. How are you today?";
export const DEFAULT_TRANSCRIPT = "I would like to talk about my training plan.";
/** What POST /v1/audio/speech answers: an ID3 tag and an MPEG frame header, then silence — sniffs as audio/mpeg. */
export const WIRE_SPEECH_BYTES = new Uint8Array([
  ...[0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00],
  ...[0xff, 0xfb, 0x90, 0x64],
  ...new Array<number>(410).fill(0),
]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function splitText(text: string, chunks?: number): string[] {
  const words = text.match(/\S+\s*|\s+/g) ?? [];
  if (!chunks || chunks >= words.length) return words;
  const size = Math.ceil(words.length / chunks);
  const parts: string[] = [];
  for (let i = 0; i < words.length; i += size) parts.push(words.slice(i, i + size).join(""));
  return parts;
}

function defaultUsage(body: WireBody, text: string, chunks: number): WireUsage {
  const messages = Array.isArray(body.messages) ? body.messages : [];
  const prompt = messages.reduce(
    (n: number, m: { content?: unknown }) => n + String(m.content ?? "").length,
    0,
  );
  return { prompt_tokens: Math.ceil(prompt / 4), completion_tokens: chunks || Math.ceil(text.length / 4) };
}

function wireUsage(usage: WireUsage) {
  return { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens };
}

function sendError(res: ServerResponse, status: number, message?: string): void {
  const type = status === 429 ? "requests" : status >= 500 ? "server_error" : "invalid_request_error";
  const code = status === 429 ? "rate_limit_exceeded" : null;
  res.writeHead(status, { "content-type": "application/json" });
  res.end(
    JSON.stringify({ error: { message: message ?? `Scripted error ${status}`, type, param: null, code } }),
  );
}

/** A multipart body as text fields and files (parsed by the platform's own FormData). */
async function parseMultipart(raw: Buffer, contentType: string) {
  const form = await new Response(new Uint8Array(raw), {
    headers: { "content-type": contentType },
  }).formData();
  const body: WireBody = {};
  const files: Record<string, WireFile> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === "string") body[key] = value;
    else
      files[key] = { name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
  }
  return { body, files };
}

const ROUTES = [
  "/v1/chat/completions",
  "/v1/audio/transcriptions",
  "/v1/audio/speech",
  "/v1/realtime/client_secrets",
  "/v1/files",
  "/v1/moderations",
];

export async function startOpenAIWireServer(initial: WireScript = {}): Promise<WireServer> {
  let scriptOf: (body: WireBody) => WireScript = () => initial;
  const requests: WireRequest[] = [];
  let counter = 0;

  const server = createServer(async (req, res) => {
    const receivedAt = performance.now();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const contentType = req.headers["content-type"] ?? "";
    let body: WireBody = {};
    let files: Record<string, WireFile> = {};
    try {
      if (contentType.startsWith("multipart/form-data"))
        ({ body, files } = await parseMultipart(raw, contentType));
      else body = raw.length ? JSON.parse(raw.toString("utf8")) : {};
    } catch {
      sendError(res, 400, "Body is neither JSON nor multipart");
      return;
    }
    const record: WireRequest = {
      path: req.url ?? "",
      headers: req.headers,
      body,
      files,
      receivedAt,
      firstChunkAt: null,
      closedEarly: false,
    };
    requests.push(record);
    res.on("close", () => {
      if (!res.writableFinished) record.closedEarly = true;
    });
    const route = ROUTES.find((r) => record.path === r || record.path.startsWith(`${r}?`));
    if (req.method !== "POST" || !route) {
      sendError(res, 404, `No route ${req.method} ${record.path}`);
      return;
    }

    const script = scriptOf(body);
    if (script.firstTokenDelayMs) await sleep(script.firstTokenDelayMs);
    if (script.status && script.status >= 400) {
      sendError(res, script.status, script.errorMessage);
      return;
    }
    const json = (data: unknown) => {
      record.firstChunkAt = performance.now();
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(data));
    };
    if (route === "/v1/audio/transcriptions") {
      const text = script.transcript ?? DEFAULT_TRANSCRIPT;
      const usage =
        script.usage === false
          ? undefined
          : {
              type: "tokens",
              input_tokens: script.usage?.prompt_tokens ?? Math.ceil((files.file?.bytes.length ?? 0) / 100),
              output_tokens: script.usage?.completion_tokens ?? Math.ceil(text.length / 4),
            };
      json({
        text,
        ...(usage ? { usage: { ...usage, total_tokens: usage.input_tokens + usage.output_tokens } } : {}),
      });
      return;
    }
    if (route === "/v1/audio/speech") {
      record.firstChunkAt = performance.now();
      res.writeHead(200, { "content-type": "audio/mpeg" });
      res.end(Buffer.from(WIRE_SPEECH_BYTES));
      return;
    }
    if (route === "/v1/realtime/client_secrets") {
      const n = ++counter;
      json({
        value: `ek_wire_${n}`,
        expires_at: Math.floor(Date.now() / 1000) + 60,
        session: { ...(body.session ?? {}), id: `sess_wire_${n}`, object: "realtime.session" },
      });
      return;
    }
    if (route === "/v1/moderations") {
      const scores = script.moderation ?? {};
      const categories = Object.fromEntries(Object.entries(scores).map(([k, v]) => [k, v >= 0.5]));
      json({
        id: `modr-wire-${++counter}`,
        model: String(body.model ?? "omni-moderation-latest"),
        results: [
          {
            flagged: Object.values(categories).some(Boolean),
            categories,
            category_scores: scores,
            category_applied_input_types: {},
          },
        ],
      });
      return;
    }
    if (route === "/v1/files") {
      const file = files.file;
      json({
        id: `file-wire-${++counter}`,
        object: "file",
        bytes: file?.bytes.length ?? 0,
        created_at: Math.floor(Date.now() / 1000),
        filename: file?.name ?? "upload",
        purpose: body.purpose ?? "user_data",
        status: "processed",
      });
      return;
    }
    const text = typeof script.reply === "function" ? script.reply(body) : (script.reply ?? DEFAULT_REPLY);
    const id = `chatcmpl-wire-${++counter}`;
    const model = script.model ?? String(body.model ?? "wire-model");
    const created = Math.floor(Date.now() / 1000);
    const finishReason = script.finishReason ?? "stop";

    if (body.stream !== true) {
      const usage =
        script.usage === false ? undefined : wireUsage(script.usage ?? defaultUsage(body, text, 0));
      record.firstChunkAt = performance.now();
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id,
          object: "chat.completion",
          created,
          model,
          choices: [
            {
              index: 0,
              message: { role: "assistant", content: text, refusal: null },
              finish_reason: finishReason,
            },
          ],
          ...(usage ? { usage } : {}),
        }),
      );
      return;
    }

    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    res.flushHeaders();
    const write = (data: unknown) => {
      if (!res.destroyed) res.write(`data: ${JSON.stringify(data)}\n\n`);
    };
    const chunk = (delta: Record<string, unknown>, finish: string | null) => ({
      id,
      object: "chat.completion.chunk",
      created,
      model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    });
    const parts = splitText(text, script.chunks);
    for (const [i, part] of parts.entries()) {
      if (res.destroyed) return;
      if (script.stallAfterChunks !== undefined && i >= script.stallAfterChunks) return; // open, silent
      if (i > 0 && script.chunkDelayMs) await sleep(script.chunkDelayMs);
      write(chunk(i === 0 ? { role: "assistant", content: part } : { content: part }, null));
      record.firstChunkAt ??= performance.now();
    }
    if (script.stallAfterChunks !== undefined && parts.length <= script.stallAfterChunks) return;
    write(chunk({}, finishReason));
    if (body.stream_options?.include_usage && script.usage !== false) {
      const usage = wireUsage(script.usage ?? defaultUsage(body, text, parts.length));
      write({ id, object: "chat.completion.chunk", created, model, choices: [], usage });
    }
    if (!res.destroyed) res.end("data: [DONE]\n\n");
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    setScript(script) {
      scriptOf = typeof script === "function" ? script : () => script;
    },
    close() {
      // Stalled streams keep their connections open: end them, or close() would wait for them.
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
