/**
 * Carries bus events between app instances over PostgreSQL LISTEN/NOTIFY (docs/architecture.md, "Many
 * instances"). One PostgreSQL channel for everything, `coach_events`; each payload is a batch of [topic, channel,
 * event] from one instance, in publish order. Every instance hears every batch and hands each event to its local
 * bus, which drops channels nobody on that instance follows: fan-out is one notification per batch, whatever the
 * number of streams.
 *
 * - Publishing is serialised per instance (one NOTIFY in flight, the events queued meanwhile go in the next
 *   batch), so the others receive an instance's events in the order it published them. PostgreSQL delivers
 *   notifications in commit order.
 * - One listening connection per instance, opened when the first stream subscribes. When it drops, it is opened
 *   again with growing waits and every bus is told to re-read (`resync`): events of the gap are not replayed, so
 *   listeners re-read rows, as they do for every event (payloads carry ids, text deltas carry offsets).
 * - Events this instance published are delivered locally at once by the bus and ignored when they come back.
 */
import pg from "pg";
import { databaseUrl } from "@/server/db";
import { instanceId } from "@/server/instance";
import { describeError, log } from "@/server/log";
import { sqlRows } from "@/server/sql";

export const PG_CHANNEL = "coach_events";
/** NOTIFY payloads must stay under 8000 bytes; a batch closes before it would pass this. */
const MAX_PAYLOAD_BYTES = 7_600;
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5_000;

export interface TopicHandler {
  deliver(channel: string, event: unknown): void;
  /** The listening connection was (re)established after a gap: listeners re-read what they show. */
  resync(): void;
}

type Entry = [topic: string, channel: string, event: unknown];

const NOTIFY = { name: "bus-notify", text: "select pg_notify($1, $2)" };

class PgTransport {
  #handlers = new Map<string, TopicHandler>();
  #queue: string[] = [];
  #flushing = false;
  #listener: pg.Client | null = null;
  #listening = false;
  #wantListen = false;
  #reconnectMs = RECONNECT_MIN_MS;
  #stopped = false;
  /** Resolves when the listening connection is up (tests and benchmarks wait for it). */
  #ready: Promise<void> | null = null;
  #markReady: (() => void) | null = null;

  register(topic: string, handler: TopicHandler): void {
    this.#handlers.set(topic, handler);
  }

  publish(topic: string, channel: string, event: unknown): void {
    if (this.#stopped) return;
    const entry = JSON.stringify([topic, channel, event] satisfies Entry);
    if (Buffer.byteLength(entry) > MAX_PAYLOAD_BYTES - 64) {
      // Callers keep events small (ids, short deltas); one that is not cannot cross instances.
      log.error("bus event too large to cross instances", {
        topic,
        channel,
        bytes: Buffer.byteLength(entry),
      });
      return;
    }
    this.#queue.push(entry);
    void this.#flush();
  }

  async #flush(): Promise<void> {
    if (this.#flushing) return;
    this.#flushing = true;
    try {
      while (this.#queue.length > 0) {
        const batch: string[] = [];
        let bytes = 32;
        while (this.#queue.length > 0) {
          const size = Buffer.byteLength(this.#queue[0]) + 1;
          if (batch.length > 0 && bytes + size > MAX_PAYLOAD_BYTES) break;
          batch.push(this.#queue.shift() as string);
          bytes += size;
        }
        const payload = `{"o":${JSON.stringify(instanceId())},"e":[${batch.join(",")}]}`;
        await this.#notify(payload);
      }
    } finally {
      this.#flushing = false;
    }
  }

  async #notify(payload: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await sqlRows(NOTIFY, [PG_CHANNEL, payload]);
        return;
      } catch (error) {
        if (attempt >= 3) {
          // The others miss this batch; their next reconnect or event re-reads. Never break the publisher.
          log.error("bus publish failed", describeError(error));
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  }

  /** Opens the listening connection if it is not open yet; resolves once it listens. */
  listen(): Promise<void> {
    if (!this.#wantListen) {
      this.#wantListen = true;
      this.#ready = new Promise((resolve) => {
        this.#markReady = resolve;
      });
      void this.#connect();
    }
    return this.#ready as Promise<void>;
  }

  get listening(): boolean {
    return this.#listening;
  }

  async #connect(): Promise<void> {
    if (this.#stopped) return;
    const client = new pg.Client({ connectionString: databaseUrl(), keepAlive: true });
    this.#listener = client;
    client.on("notification", (message) => this.#receive(message.payload));
    client.on("error", (error) => this.#lost(client, error));
    client.on("end", () => this.#lost(client, null));
    try {
      await client.connect();
      // The process may end while the app idles (scripts, tests); the HTTP server keeps a real instance alive.
      (
        client as unknown as { connection?: { stream?: { unref?: () => void } } }
      ).connection?.stream?.unref?.();
      await client.query(`listen ${PG_CHANNEL}`);
    } catch (error) {
      this.#lost(client, error);
      return;
    }
    this.#listening = true;
    this.#reconnectMs = RECONNECT_MIN_MS;
    this.#markReady?.();
    // Whatever was published before this connection listened is not coming: everyone re-reads.
    for (const handler of this.#handlers.values()) handler.resync();
  }

  #lost(client: pg.Client, error: unknown): void {
    if (this.#listener !== client) return;
    this.#listener = null;
    this.#listening = false;
    client.removeAllListeners("end");
    client.end().catch(() => {});
    if (this.#stopped) return;
    log.warn("bus listener lost; reconnecting", {
      ...(error ? describeError(error) : {}),
      inMs: this.#reconnectMs,
    });
    const wait = this.#reconnectMs;
    this.#reconnectMs = Math.min(this.#reconnectMs * 2, RECONNECT_MAX_MS);
    setTimeout(() => void this.#connect(), wait).unref();
  }

  #receive(payload: string | undefined): void {
    if (!payload) return;
    let batch: { o: string; e: Entry[] };
    try {
      batch = JSON.parse(payload);
    } catch {
      return;
    }
    if (batch.o === instanceId()) return;
    for (const [topic, channel, event] of batch.e) {
      try {
        this.#handlers.get(topic)?.deliver(channel, event);
      } catch (error) {
        log.error("bus delivery failed", { topic, channel, ...describeError(error) });
      }
    }
  }

  /** Tests: drop the listening connection as a network failure would. */
  breakConnection(): void {
    const client = this.#listener;
    if (client) this.#lost(client, new Error("connection broken on purpose"));
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    const client = this.#listener;
    this.#listener = null;
    await client?.end().catch(() => {});
  }
}

const holder = globalThis as typeof globalThis & { __coachPgTransport?: PgTransport | null };

/** The transport, or null when EVENT_BUS=memory (one process only: every event stays in it). */
export function pgTransport(): PgTransport | null {
  if (holder.__coachPgTransport === undefined) {
    holder.__coachPgTransport = process.env.EVENT_BUS === "memory" ? null : new PgTransport();
  }
  return holder.__coachPgTransport;
}
