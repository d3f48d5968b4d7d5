/**
 * Screening before every reply: an athlete's risk message (typed or spoken) gets the safe-response protocol and
 * the support card instead of a coaching turn, the chat is never titled with the disclosure, one case opens, and
 * the safeguarding leads (or, with none set, the admins and the athlete's team coaches) are notified. Sports talk
 * gets a normal reply. With a model configured, moderation and classification run, and a failing model server
 * still leaves the rules to alert. Distressing text lives in tests only.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as send } from "@/app/api/chats/send/route";
import { chats } from "@/lib/contracts/chats/endpoints";
import { db } from "@/server/db";
import { request } from "../support/api-client";
import { makeAgent, makeAgentChat } from "../support/chats";
import { makeOrganization, makePerson } from "../support/fixtures";
import { startOpenAIWireServer, type WireBody, type WireServer } from "../support/openai-wire-server";
import { tokensOf, type World } from "../support/org-team";
import { callStream } from "../support/sse";
import { setOrganization, setUser, setUsers } from "../support/state";
import { makeRecordings, providerSwitch, sendAudioCall } from "../support/voice";

const RISK = "I cut myself again last night after the weigh-in. I hide it under my wristbands.";
const SPORTS =
  "This interval session is killing me, but I cut two seconds off my 400 and we murdered them on Saturday.";
const CONTACTS = "Club welfare officer: Sam Lee, 555-0100. Childline: 0800 1111.";

let world: World;
let token: string;
let athleteName: string;
let agentId: string;
let wire: WireServer;
const provider = providerSwitch(() => wire.url);

const sendAs = async (chat: string, message: string) =>
  (await callStream(send, { token, body: { chat, message } })).sse.rest();
const casesOf = (athleteId: string) =>
  db.safeguardingCase.findMany({ where: { athleteId }, orderBy: { createdAt: "asc" } });
const concernNotices = (userId: string, name: string) =>
  db.notification.findMany({
    where: { users: { some: { id: userId } }, title: `Safeguarding concern: ${name}` },
  });

beforeAll(async () => {
  wire = await startOpenAIWireServer();
  world = await makeOrganization();
  await setOrganization(world.org.id, { supportContacts: CONTACTS });
  ({ token } = await tokensOf({ token: world.athleteA }));
  athleteName = (await db.user.findUniqueOrThrow({ where: { id: world.athleteA.id } })).name;
  agentId = (await makeAgent(world.org.id, { coreInstruction: "You coach young swimmers." })).id;
});
afterAll(async () => {
  provider.toOffline();
  await wire.close();
});
beforeEach(async () => {
  provider.toOffline();
  await db.safeguardingCase.deleteMany({ where: { organizationId: world.org.id } });
  await setUsers({ organizationId: world.org.id }, { safeguardingLead: false });
});

describe("a risk message in a coaching chat", () => {
  it("gets the safe reply with the support card, a neutral title, one case, and the fallback leads told", async () => {
    const chat = await makeAgentChat(token, agentId);
    // A stopwatch (monotonic), not a date: the leads are told while the reply is written, before `done`.
    const stopwatch = performance.now();
    const events = await sendAs(chat._id, RISK);
    const tookMs = performance.now() - stopwatch;
    const done = events.at(-1);
    expect(done?.event).toBe("done");
    const reply = done?.data.message;
    expect(reply.support).toEqual({ contacts: CONTACTS });
    expect(reply.message).toContain("safeguarding lead");
    expect(reply.message).not.toMatch(/what helped|thank you for sharing/i);
    expect(done?.data.chat.title).toBe("Conversation");

    const [found, ...more] = await casesOf(world.athleteA.id);
    expect(more).toHaveLength(0);
    expect(found).toMatchObject({ kind: "self-harm", source: "chat", chatId: chat._id, status: "open" });
    expect(found.detector).toBe("rules");
    const context = found.context as { content: string; flagged: boolean }[];
    expect(context.at(-1)).toMatchObject({ content: RISK, flagged: true });
    expect(found.leadIds.sort()).toEqual([world.admin.id, world.coach.id].sort());

    for (const person of [world.admin, world.coach]) {
      const [notice] = await concernNotices(person.id, athleteName);
      expect(notice).toBeDefined();
      expect(tookMs).toBeLessThan(5_000);
      expect(notice.message).not.toContain("cut");
      expect(notice.metadata).toMatchObject({ href: `/dashboard/safeguarding/${found.id}` });
    }
    expect(await concernNotices(world.athleteB.id, athleteName)).toHaveLength(0);
  });

  it("tells only the flagged leads when the organisation has some, and a second message adds to the case", async () => {
    const lead = await makePerson(world.org.id, "coach");
    await setUser(lead.id, { safeguardingLead: true });
    const chat = await makeAgentChat(token, agentId);
    await sendAs(chat._id, RISK);
    await sendAs(chat._id, "Nobody would even notice if I was gone.");
    const cases = await casesOf(world.athleteA.id);
    expect(cases).toHaveLength(1);
    expect(cases[0].leadIds).toEqual([lead.id]);
    expect((cases[0].context as unknown[]).length).toBeGreaterThan(2);
    expect(await concernNotices(lead.id, athleteName)).toHaveLength(2);
  });

  it("keeps the disclosure out of the title and summary a closed chat gets", async () => {
    const chat = await makeAgentChat(token, agentId);
    await sendAs(chat._id, RISK);
    await sendAs(chat._id, "Also my 400 felt slow today.");
    const closed = await request(chats.close, { token, params: { id: chat._id }, body: {} });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const row = await db.chat.findUniqueOrThrow({ where: { id: chat._id } });
    expect(`${row.title} ${row.summary} ${row.keywords.join(" ")}`.toLowerCase()).not.toMatch(
      /cut|wristband/,
    );
  });

  it("gives sports talk that sounds alarming a normal coaching reply, no card and no case", async () => {
    const chat = await makeAgentChat(token, agentId);
    const done = (await sendAs(chat._id, SPORTS)).at(-1);
    expect(done?.data.message.support).toBeUndefined();
    expect(done?.data.chat.title).not.toBe("Conversation");
    expect(await casesOf(world.athleteA.id)).toHaveLength(0);
  });

  it("does the same for a voice message", async () => {
    provider.toWire();
    wire.setScript((body: WireBody) => ({
      transcript: RISK,
      reply: body.response_format ? '{"concerns":[]}' : "I hear you.",
    }));
    const chat = await makeAgentChat(token, agentId);
    const recording = makeRecordings("hello coach").webm;
    const res = await sendAudioCall(token, { chat: chat._id }, { bytes: recording, name: "take.webm" });
    expect(res.status).toBe(200);
    expect(res.events.at(-1)?.data.message.support).toEqual({ contacts: CONTACTS });
    const [found] = await casesOf(world.athleteA.id);
    expect(found).toMatchObject({ kind: "self-harm", source: "voice" });
  });
});

describe("with a model configured", () => {
  it("tells the model the safe-response protocol, not the coaching instructions, without waiting for the checks the rules made unneeded", async () => {
    provider.toWire();
    wire.setScript((body: WireBody) => ({
      reply: body.response_format ? '{"concerns":[]}' : "I am glad you told me.",
    }));
    const before = wire.requests.length;
    const chat = await makeAgentChat(token, agentId);
    const done = (await sendAs(chat._id, RISK)).at(-1);
    expect(done?.data.message.support).toEqual({ contacts: CONTACTS });
    const seen = wire.requests.slice(before);
    expect(seen.some((r) => r.path === "/v1/moderations")).toBe(false);
    expect(seen.filter((r) => r.body.stream === true)).toHaveLength(1);
    const replyCall = seen.find((r) => r.path === "/v1/chat/completions" && r.body.stream === true);
    const system = String(replyCall?.body.messages[0].content);
    expect(system).toContain("Safe-response protocol.");
    expect(JSON.stringify(replyCall?.body.messages)).not.toContain("You coach young swimmers.");
  });

  it("holds the first token for moderation, and turns the reply safe when it finds what the rules do not", async () => {
    provider.toWire();
    const safeOrCoaching = (body: WireBody) =>
      String(body.messages?.[0]?.content ?? "").includes("Safe-response protocol.")
        ? "SAFE REPLY"
        : "COACHING REPLY";
    wire.setScript((body: WireBody) => ({
      moderation: { "self-harm/intent": 0.93 },
      firstTokenDelayMs: body.input ? 50 : 0, // the moderation answers after the coaching call's first token
      reply: body.response_format ? '{"concerns":[]}' : safeOrCoaching(body),
    }));
    const chat = await makeAgentChat(token, agentId);
    const events = await sendAs(chat._id, "I've made up my mind about tonight.");
    const deltas = events
      .filter((e) => e.event === "delta")
      .map((e) => e.data.text)
      .join("");
    expect(deltas).not.toContain("COACHING");
    const done = events.at(-1);
    expect(done?.data.message.message).toBe("SAFE REPLY");
    expect(done?.data.message.support).toEqual({ contacts: CONTACTS });
    expect(done?.data.chat.title).toBe("Conversation");
    const [found] = await casesOf(world.athleteA.id);
    expect(found).toMatchObject({ kind: "self-harm", detector: "moderation" });
  });

  it("lets a benign message through after the checks, with the coaching reply", async () => {
    provider.toWire();
    wire.setScript((body: WireBody) => ({
      reply: body.response_format ? '{"concerns":[]}' : "Nice work on the intervals.",
    }));
    const chat = await makeAgentChat(token, agentId);
    const done = (await sendAs(chat._id, SPORTS)).at(-1);
    expect(done?.data.message.message).toBe("Nice work on the intervals.");
    expect(done?.data.message.support).toBeUndefined();
    expect(await casesOf(world.athleteA.id)).toHaveLength(0);
  });

  it("still alerts, with the fixed safe reply, when every model call fails", async () => {
    provider.toWire();
    wire.setScript({ status: 500 });
    const chat = await makeAgentChat(token, agentId);
    const done = (await sendAs(chat._id, RISK)).at(-1);
    expect(done?.event).toBe("done");
    expect(done?.data.message.status).toBe("done");
    expect(done?.data.message.message).toContain("safeguarding lead");
    expect(done?.data.message.support).toEqual({ contacts: CONTACTS });
    const [found] = await casesOf(world.athleteA.id);
    expect(found).toMatchObject({ kind: "self-harm", detector: "rules" });
    expect(await concernNotices(world.coach.id, athleteName)).not.toHaveLength(0);
  });
});
