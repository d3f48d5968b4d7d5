/**
 * Two real app instances (A and B: `next start`, separate processes) on one PostgreSQL and Auth Emulator: what
 * one instance starts, the other follows, stops and finishes. Each case failed when replies, events and the
 * running-reply registry lived in one process's memory.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { makeAgent } from "../support/chats";
import { makeOrganization, unique } from "../support/fixtures";
import { tokensOf } from "../support/org-team";
import { pollUntil } from "../support/sse";
import { api, type Json, stream, textOf } from "./support/http";
import { type Instance, startInstance } from "./support/instances";

let A: Instance;
let B: Instance;
let world: Awaited<ReturnType<typeof makeOrganization>>;
let t: Record<"athlete" | "coach", string>;
let agentId: string;

beforeAll(async () => {
  [A, B] = await Promise.all([startInstance(0), startInstance(1)]);
  world = await makeOrganization();
  t = await tokensOf({ athlete: world.athleteA, coach: world.coach });
  agentId = (await makeAgent(world.org.id)).id;
}, 120_000);

afterAll(async () => {
  await Promise.all([A?.kill(), B?.kill()]);
});

async function newChat(on: Instance): Promise<string> {
  const res = await api(on.url, t.athlete, "POST", "/chats", { type: "agent-chat", agents: [agentId] });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body._id;
}

const send = (on: Instance, chat: string, message: string) =>
  stream(on.url, t.athlete, "POST", "/chats/send", { chat, message });

async function assistantMessages(chatId: string) {
  return db.message.findMany({ where: { chatId, role: "assistant" }, orderBy: { number: "asc" } });
}

const statusOf = (row: { details: unknown }) => (row.details as Json)?.status;

describe("chat replies across instances", () => {
  it("a reply sent on A streams on B: the text so far, then the live deltas and done, each character once", async () => {
    const chat = await newChat(A);
    const sending = await send(A, chat, "Tell me about pacing");
    expect(sending.status).toBe(200);
    await sending.sse.until("delta");
    await sending.sse.until("delta");

    const onB = await stream(B.url, t.athlete, "GET", `/chats/${chat}/stream`);
    expect(onB.status).toBe(200);
    const [eventsB, eventsA] = await Promise.all([onB.sse.rest(), sending.sse.rest()]);

    expect(eventsB[0].event).toBe("start");
    expect(eventsB.at(-1)?.event).toBe("done");
    expect(eventsB.filter((e) => e.event === "delta").length).toBeGreaterThan(1);
    const [stored] = await assistantMessages(chat);
    expect(statusOf(stored)).toBe("done");
    expect(textOf(eventsB)).toBe(stored.content);
    expect(eventsB.at(-1)?.data.message.message).toBe(stored.content);
    expect(eventsA.at(-1)?.data.message.message).toBe(stored.content);
  });

  it("two sends to one chat at once, one on A and one on B, run exactly one reply; the other answers 409", async () => {
    const chat = await newChat(A);
    const [onA, onB] = await Promise.all([send(A, chat, "First"), send(B, chat, "Second")]);
    expect([onA.status, onB.status].sort()).toEqual([200, 409]);
    const refused = onA.status === 409 ? onA : onB;
    expect(refused.body.error).toMatchObject({ code: "BAD_REQUEST" });
    await (onA.status === 200 ? onA : onB).sse.rest();
    expect(await assistantMessages(chat)).toHaveLength(1);
    expect(await db.message.count({ where: { chatId: chat, role: "user" } })).toBe(1);
  });

  it("Stop on B stops the reply running on A and keeps its text so far", async () => {
    const chat = await newChat(A);
    const sending = await send(A, chat, "A long answer please");
    await sending.sse.until("delta");
    await sending.sse.until("delta");

    const stopped = await api(B.url, t.athlete, "DELETE", `/chats/${chat}/stream`);
    expect(stopped.status, JSON.stringify(stopped.body)).toBe(200);
    expect(stopped.body.stopped).toBe(true);
    const eventsA = await sending.sse.rest();
    expect(eventsA.at(-1)?.event).toBe("done");
    const [stored] = await assistantMessages(chat);
    expect(statusOf(stored)).toBe("stopped");
    expect(stored.content.length).toBeGreaterThan(0);
    expect(stopped.body.message.message).toBe(stored.content);
    // The chat is free again, on either instance.
    const next = await send(B, chat, "Go on");
    expect(next.status).toBe(200);
    await next.sse.rest();
  });

  it("a follow=1 stream on B forwards a send on A: its message, the reply's deltas and done", async () => {
    const chat = await newChat(A);
    const follow = await stream(B.url, t.athlete, "GET", `/chats/${chat}/stream?follow=1`);
    expect(follow.status).toBe(200);
    const sending = await send(A, chat, "Followed elsewhere");
    const seen: { event: string; data: Json }[] = [];
    const done = await follow.sse.until("done", seen);
    await sending.sse.rest();
    expect(seen.map((e) => e.event).slice(0, 2)).toEqual(["message", "start"]);
    expect(seen[0].data.message).toBe("Followed elsewhere");
    const [stored] = await assistantMessages(chat);
    expect(textOf(seen)).toBe(stored.content);
    expect(done?.data.message.message).toBe(stored.content);
    await follow.sse.cancel();
  });
});

describe("live lists across instances", () => {
  it("a notification created on A reaches a notifications stream-list open on B", async () => {
    const list = await stream(
      B.url,
      t.athlete,
      "GET",
      `/notifications/stream-list?timezone=UTC&organizationId=${world.org.id}&limit=5`,
    );
    expect(list.status).toBe(200);
    const first = await list.sse.next();
    expect(first?.event).toBe("notifications");
    const title = unique("Across");
    const created = await api(A.url, t.coach, "POST", "/notifications", {
      type: "user",
      users: [world.athleteA.id],
      title,
      message: "Sent on A.",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const next = await list.sse.next();
    expect(next?.data.unreadCount).toBe(first?.data.unreadCount + 1);
    expect(next?.data.page.docs[0]).toMatchObject({ title, hasRead: false });
    await list.sse.cancel();
  });

  it("a goal changed on A reaches the goals stream-list open on B", async () => {
    const list = await stream(
      B.url,
      t.athlete,
      "GET",
      `/goals/stream-list?timezone=UTC&organizationId=${world.org.id}`,
    );
    expect(list.status).toBe(200);
    const first = await list.sse.next();
    expect(first?.event).toBe("goals");
    const title = unique("Goal across");
    const created = await api(A.url, t.athlete, "POST", "/goals", { title, target: "Finish" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const next = await list.sse.next();
    expect(next?.data.totalDocs).toBe(first?.data.totalDocs + 1);
    expect(next?.data.docs.map((d: Json) => d.title)).toContain(title);
    await list.sse.cancel();
  });
});

describe("safeguarding across instances", () => {
  it("a risk message sent on A reaches the lead's notifications stream-list on B within 5 s, live", async () => {
    const list = await stream(
      B.url,
      t.coach,
      "GET",
      `/notifications/stream-list?timezone=UTC&organizationId=${world.org.id}&limit=5`,
    );
    expect(list.status).toBe(200);
    const first = await list.sse.next();
    const chat = await newChat(A);
    const stopwatch = performance.now(); // monotonic: an elapsed time, not a date
    // Distressing text lives in the tests only.
    const reply = await send(A, chat, "I cut myself again last night and I hide it under my wristbands.");
    const next = await list.sse.next();
    expect(performance.now() - stopwatch).toBeLessThan(5_000);
    expect(next?.data.unreadCount).toBe(first?.data.unreadCount + 1);
    expect(next?.data.page.docs[0].title).toMatch(/^Safeguarding concern: /);
    const events = await reply.sse.rest();
    expect(events.at(-1)?.data.message.support).toBeDefined();
    await list.sse.cancel();
  });
});

describe("an instance that dies", () => {
  it("mid-reply: a stream on B ends with the reply's state, its partial text kept, and the chat takes sends again", async () => {
    const chat = await newChat(A);
    const sending = await send(A, chat, "Keep talking");
    await sending.sse.until("delta");
    await sending.sse.until("delta");
    const onB = await stream(B.url, t.athlete, "GET", `/chats/${chat}/stream`);
    expect((await onB.sse.next())?.event).toBe("start");
    // Some of the text is stored (the writer stores it every 300 ms): that much must survive.
    await pollUntil(
      () => assistantMessages(chat),
      (rows) => (rows[0]?.content.length ?? 0) > 0,
    );
    await A.kill();

    const events = await onB.sse.rest();
    expect(events.at(-1)?.event).toBe("done");
    const [stored] = await assistantMessages(chat);
    expect(stored.details).toMatchObject({ status: "error", error: { kind: "interrupted" } });
    expect(stored.content.length).toBeGreaterThan(0);
    expect(events.at(-1)?.data.message.message).toBe(stored.content);
    expect(await db.replyLease.findUnique({ where: { chatId: chat } })).toMatchObject({ owner: null });

    const again = await send(B, chat, "Are you there?");
    expect(again.status).toBe(200);
    expect((await again.sse.rest()).at(-1)?.event).toBe("done");
    A = await startInstance(0);
  }, 60_000);
});

describe("background work when an instance dies", () => {
  it("an assessment job taken by A is retried by B after A is killed, and assesses its journal once", async () => {
    // Only A may take the job: B is down until A has died.
    await B.kill();
    const journal = await api(A.url, t.athlete, "POST", "/journals", {
      title: unique("Long day"),
      text: "Hard intervals, then a poor night's sleep before the race.",
    });
    expect(journal.status, JSON.stringify(journal.body)).toBe(201);
    const journalId = journal.body._id;
    // The run waits for its jobs; A dies while its job is active (each assessment takes 4 s here).
    const run = api(A.url, t.athlete, "POST", "/assessments/process-journals", {}).catch((error) => error);
    await pollUntil(
      () => jobStates(journalId),
      (states) => states.includes("active"),
    );
    await A.kill();
    expect(await run).toBeInstanceOf(Error);
    expect(await jobStates(journalId)).toEqual(["active"]);
    B = await startInstance(1);

    // B's worker finds the job expired (JOB_EXPIRE_SECONDS=6), retries it and finishes it.
    const jobs = await pollUntil(
      () => jobsOf(journalId),
      (rows) => rows.length === 1 && rows[0].state === "completed",
    );
    expect(jobs[0].retryCount).toBeGreaterThanOrEqual(1);
    const done = await db.journalEntry.findUniqueOrThrow({ where: { id: journalId } });
    expect(done.assessed).toBe(true);
    expect(done.assessedAt).not.toBeNull();
    const values = await db.assessmentValue.findMany({ where: { journalEntryId: journalId } });
    expect(values.length).toBeGreaterThan(0);
    const keys = values.map((v) => `${v.section}/${v.key}`);
    expect(new Set(keys).size).toBe(keys.length);
    A = await startInstance(0);
  }, 90_000);
});

/** The assessment jobs of one journal entry, as pg-boss records them. */
function jobsOf(journalId: string) {
  return db.$queryRaw<{ state: string; retryCount: number }[]>`
    select state::text as state, retry_count as "retryCount"
      from pgboss.job where name = 'assessment' and data->>'id' = ${journalId}`;
}

const jobStates = async (journalId: string) => (await jobsOf(journalId)).map((row) => row.state);
