import { describe, expect, it } from "vitest";

import { createSseParser, newClientId, type SseEvent, toChatEvent } from "@/lib/chat-stream";

function parse(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

describe("createSseParser", () => {
  it("reads one event with a name and JSON data", () => {
    expect(parse(['event: delta\ndata: {"text":"Hi"}\n\n'])).toEqual([
      { event: "delta", data: '{"text":"Hi"}', id: undefined },
    ]);
  });

  it("joins a line split across chunks, even mid-field-name", () => {
    const events = parse(["ev", "ent: del", 'ta\ndata: {"te', 'xt":"Hel', 'lo"}\n', "\n"]);
    expect(events).toEqual([{ event: "delta", data: '{"text":"Hello"}', id: undefined }]);
  });

  it("dispatches several events of one chunk in order", () => {
    const events = parse(["event: start\ndata: 1\n\nevent: delta\ndata: 2\n\nevent: done\ndata: 3\n\n"]);
    expect(events.map((e) => [e.event, e.data])).toEqual([
      ["start", "1"],
      ["delta", "2"],
      ["done", "3"],
    ]);
  });

  it("accepts CRLF and lone CR line ends, including a CRLF split between chunks", () => {
    const events = parse(["event: a\r\ndata: 1\r", "\n\r", "\nevent: b\rdata: 2\r\r"]);
    expect(events.map((e) => [e.event, e.data])).toEqual([
      ["a", "1"],
      ["b", "2"],
    ]);
  });

  it("ignores comments and heartbeats, and blank lines without data", () => {
    const events = parse([": ping\n\n", ":\n\n", "event: delta\n: keep-alive\ndata: x\n\n", "\n\n"]);
    expect(events.map((e) => [e.event, e.data])).toEqual([["delta", "x"]]);
  });

  it("joins multi-line data with newlines and names unnamed events 'message'", () => {
    expect(parse(["data: one\ndata: two\n\n"])).toEqual([
      { event: "message", data: "one\ntwo", id: undefined },
    ]);
  });

  it("removes only the first space after the colon, and reads a field without one", () => {
    const events = parse(["data:  two spaces\n\n", "data\n\n"]);
    expect(events.map((e) => e.data)).toEqual([" two spaces", ""]);
  });

  it("drops an event the stream ended before its blank line", () => {
    expect(parse(["event: delta\ndata: partial\n"])).toEqual([]);
  });

  it("remembers the last id for later events", () => {
    const events = parse(["id: 7\ndata: a\n\ndata: b\n\n"]);
    expect(events.map((e) => e.id)).toEqual(["7", "7"]);
  });
});

describe("toChatEvent", () => {
  it("types the chat protocol's events", () => {
    expect(toChatEvent({ event: "start", data: '{"messageId":"m1","chatId":"c1"}' })).toEqual({
      type: "start",
      messageId: "m1",
      chatId: "c1",
    });
    expect(toChatEvent({ event: "delta", data: '{"messageId":"m1","text":"Hel"}' })).toEqual({
      type: "delta",
      messageId: "m1",
      text: "Hel",
    });
    const done = toChatEvent({
      event: "done",
      data: '{"message":{"id":"m1","message":"Hello"},"chat":{"closed":true}}',
    });
    expect(done).toMatchObject({ type: "done", message: { id: "m1" }, chat: { closed: true } });
  });

  it("reads an error event's §8 envelope, and falls back to 'Unexpected Error' without one", () => {
    const envelope = {
      error: {
        isAppError: true,
        code: "CHAT_CLOSED",
        message: "This chat is closed, create a new one to continue.",
      },
    };
    expect(toChatEvent({ event: "error", data: JSON.stringify(envelope) })).toEqual({
      type: "error",
      code: "CHAT_CLOSED",
      message: "This chat is closed, create a new one to continue.",
      fields: [],
    });
    expect(toChatEvent({ event: "error", data: "{}" })).toMatchObject({
      code: "INTERNAL_ERROR",
      message: "Unexpected Error",
    });
  });

  it("ignores unknown events and data that is not JSON", () => {
    expect(toChatEvent({ event: "unknown", data: "{}" })).toBeNull();
    expect(toChatEvent({ event: "delta", data: "not json" })).toBeNull();
    expect(toChatEvent({ event: "delta", data: '{"messageId":"m1"}' })).toBeNull();
  });
});

describe("newClientId", () => {
  it("makes a different id for every message", () => {
    const ids = new Set(Array.from({ length: 50 }, () => newClientId()));
    expect(ids.size).toBe(50);
  });
});
