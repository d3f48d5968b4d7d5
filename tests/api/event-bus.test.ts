/**
 * The shared event bus on the real PostgreSQL: events of other instances (NOTIFY on coach_events with another
 * origin) reach this one's subscribers; its own come back from PostgreSQL and are not delivered twice; a broken
 * listening connection is re-opened and followed by a resync; publishes are batched and keep their order.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChatEvent, chatChannel, chatEvents, publishChatEvent } from "@/server/chats/live/chat-events";
import type { MessageRow } from "@/server/chats/reading/message-document";
import { databaseUrl } from "@/server/db";
import type { Resync } from "@/server/events/bus";
import { PG_CHANNEL, pgTransport } from "@/server/events/pg-transport";
import { sharedBus } from "@/server/events/shared-bus";
import { pollUntil } from "../support/sse";

type Probe = { type: "probe"; n: number };
const bus = () => sharedBus<Probe>("probe");
/** Another instance: a plain connection that publishes and listens as one would. */
let other: pg.Client;
const heard: { o: string; e: [string, string, unknown][] }[] = [];

beforeAll(async () => {
  other = new pg.Client({ connectionString: databaseUrl() });
  await other.connect();
  other.on("notification", (m) => heard.push(JSON.parse(m.payload ?? "{}")));
  await other.query(`listen ${PG_CHANNEL}`);
  const transport = pgTransport();
  if (!transport) throw new Error("EVENT_BUS=memory: these tests need the PostgreSQL transport");
  await transport.listen();
});

afterAll(async () => {
  await other.end();
});

const fromOther = (entries: [string, string, unknown][]) =>
  other.query("select pg_notify($1, $2)", [PG_CHANNEL, JSON.stringify({ o: "other-instance", e: entries })]);

describe("the bus across instances", () => {
  it("delivers another instance's event to this one's subscribers of that channel, and only to them", async () => {
    const got: unknown[] = [];
    const elsewhere: unknown[] = [];
    const off = bus().subscribe("probe:a", (e) => got.push(e));
    const offOther = bus().subscribe("probe:b", (e) => elsewhere.push(e));
    await fromOther([["probe", "probe:a", { type: "probe", n: 1 }]]);
    await pollUntil(
      async () => got.length,
      (n) => n > 0,
    );
    expect(got).toEqual([{ type: "probe", n: 1 }]);
    expect(elsewhere).toEqual([]);
    off();
    offOther();
  });

  it("delivers its own events once: at once locally, and ignores them when PostgreSQL sends them back", async () => {
    const got: unknown[] = [];
    const off = bus().subscribe("probe:self", (e) => got.push(e));
    const before = heard.length;
    bus().publish("probe:self", { type: "probe", n: 7 });
    expect(got).toEqual([{ type: "probe", n: 7 }]);
    // The other instance hears it, so it went through PostgreSQL (and came back here too).
    await pollUntil(
      async () => heard.slice(before).some((b) => b.e.some(([, channel]) => channel === "probe:self")),
      Boolean,
    );
    await fromOther([["probe", "probe:self", { type: "probe", n: 8 }]]);
    await pollUntil(
      async () => got.length,
      (n) => n > 1,
    );
    expect(got).toEqual([
      { type: "probe", n: 7 },
      { type: "probe", n: 8 },
    ]);
    off();
  });

  it("sends a burst in order, batched into fewer notifications than events", async () => {
    const before = heard.length;
    for (let n = 0; n < 300; n++) bus().publish("probe:burst", { type: "probe", n });
    const received = await pollUntil(
      async () =>
        heard
          .slice(before)
          .flatMap((b) => b.e)
          .filter(([, channel]) => channel === "probe:burst"),
      (entries) => entries.length >= 300,
    );
    expect(received.map(([, , e]) => (e as Probe).n)).toEqual([...Array(300).keys()]);
    expect(heard.length - before).toBeLessThan(300);
  });

  it("after its listening connection breaks: listens again, tells every subscriber to re-read, and hears others again", async () => {
    const got: (Probe | Resync)[] = [];
    const off = bus().subscribe("probe:gap", (e) => got.push(e));
    pgTransport()?.breakConnection();
    expect(pgTransport()?.listening).toBe(false);
    await pollUntil(async () => got.some((e) => e.type === "resync"), Boolean);
    expect(pgTransport()?.listening).toBe(true);
    await fromOther([["probe", "probe:gap", { type: "probe", n: 2 }]]);
    await pollUntil(async () => got.some((e) => e.type === "probe"), Boolean);
    off();
  });

  it("splits a long reply delta into deltas with their offsets, each small enough for NOTIFY", async () => {
    const chatId = "f".repeat(24);
    const got: (ChatEvent | Resync)[] = [];
    const off = chatEvents().subscribe(chatChannel(chatId), (e) => got.push(e));
    const text = 'é\n"'.repeat(1500);
    const before = heard.length;
    publishChatEvent(chatId, { type: "delta", messageId: "m", offset: 10, text });
    const deltas = got.filter((e): e is Extract<ChatEvent, { type: "delta" }> => e.type === "delta");
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.map((d) => d.text).join("")).toBe(text);
    let offset = 10;
    for (const d of deltas) {
      expect(d.offset).toBe(offset);
      offset += d.text.length;
    }
    const crossed = await pollUntil(
      async () =>
        heard
          .slice(before)
          .flatMap((b) => b.e)
          .filter(([, channel]) => channel === chatChannel(chatId)),
      (entries) => entries.length >= deltas.length,
    );
    expect(crossed.map(([, , e]) => (e as { text: string }).text).join("")).toBe(text);
    off();
  });

  it("never sends rows to other instances: a message event crosses with its id only", async () => {
    const chatId = "e".repeat(24);
    const before = heard.length;
    publishChatEvent(chatId, {
      type: "message",
      messageId: "m1",
      // Only the columns the check needs: the row must not cross, whatever it holds.
      message: { id: "m1", content: "secret row" } as MessageRow,
    });
    const [entry] = await pollUntil(
      async () =>
        heard
          .slice(before)
          .flatMap((b) => b.e)
          .filter(([, channel]) => channel === chatChannel(chatId)),
      (entries) => entries.length > 0,
    );
    expect(entry[2]).toEqual({ type: "message", messageId: "m1" });
  });
});
