/**
 * Memory that grows: after an assessment, the memory step writes durable facts into the person's profile with
 * where they came from; the person's correction wins over a later proposal of the same fact; pausing stops every
 * write; every N assessed sessions a routine assessment writes the archetypes and topics. Offline (the
 * deterministic patterns) and with a model over the OpenAI wire format (what it receives, what it answers).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessments } from "@/lib/contracts/assessments/endpoints";
import { organizations } from "@/lib/contracts/organizations/endpoints";
import { users } from "@/lib/contracts/users/endpoints";
import { db } from "@/server/db";
import { drainJobs } from "@/server/jobs/drain";
import { learnFromItem } from "@/server/memory/learn-from-item";
import { memoryHandler } from "@/server/memory/memory-job";
import { request } from "../support/api-client";
import { addMessages, makeAgent, makeAgentChat } from "../support/chats";
import { makeOrganization } from "../support/fixtures";
import { startOpenAIWireServer, type WireServer } from "../support/openai-wire-server";
import { tokensOf, type World } from "../support/org-team";
import { makeJournal } from "../support/records";
import { setChat } from "../support/state";
import { providerSwitch } from "../support/voice";

let wire: WireServer;
const { toWire, toOffline } = providerSwitch(() => wire.url);
let world: World;
let t: Record<"athlete" | "athleteB", string>;
let agentId: string;

const TEXT =
  "My left ankle is sore after the hill session. I get nervous before exams. I love racing with my friends.";

async function journal(userId: string, text = TEXT) {
  return makeJournal({
    userId,
    organizationId: world.org.id,
    title: "Hill day",
    text,
    date: new Date("2026-11-20T10:00:00.000Z"),
  });
}
const detailsOf = (userId: string) => db.userDetails.findUniqueOrThrow({ where: { userId } });

beforeAll(async () => {
  wire = await startOpenAIWireServer();
  toOffline();
  world = await makeOrganization();
  t = await tokensOf({ athlete: world.athleteA, athleteB: world.athleteB });
  agentId = (await makeAgent(world.org.id)).id;
});

afterAll(async () => {
  toOffline();
  await wire.close();
});

describe("the memory step", () => {
  it("runs after an assessment and writes the facts with their provenance", async () => {
    const entry = await journal(world.athleteA.id);
    const run = await request(assessments.processJournals, { token: t.athlete, body: {} });
    expect(run.body).toMatchObject({ processed: 1 });
    await drainJobs({ handlers: [memoryHandler], deadlineMs: 10_000 });
    const details = await detailsOf(world.athleteA.id);
    expect(details.injuryStatusValue).toBe("minor_injury");
    expect(details.injuryStatusDescription).toContain("left ankle is sore");
    expect(details.stressTriggers).toEqual(["exams"]);
    expect(details.keyMotivators).toEqual(["racing with my friends"]);
    expect((details.learnedFacts as Record<string, unknown>).stressTriggers).toMatchObject({
      source: "journal",
      sourceId: entry.id,
      at: expect.any(String),
    });
    const page = await request(users.brief, { token: t.athlete, params: { id: world.athleteA.id } });
    const facts = page.body.facts as { field: string; label: string; value: string; source: string }[];
    expect(facts.find((f) => f.field === "stressTriggers")).toMatchObject({
      label: "Stress triggers",
      value: "exams",
      source: "journal",
    });
    expect(page.body.text).toContain('"exams"');
  });

  it("the person's correction wins over a later proposal of the same fact", async () => {
    const removed = await request(users.updateDetails, {
      token: t.athlete,
      body: { stressTriggers: [], preferredCommunicationTone: "Gentle, please" },
    });
    expect(removed.status).toBe(200);
    let details = await detailsOf(world.athleteA.id);
    expect((details.learnedFacts as Record<string, unknown>).stressTriggers).toBeUndefined();
    expect(details.correctedFacts).toMatchObject({
      stressTriggers: { removed: ["exams"] },
      preferredCommunicationTone: {},
    });
    const again = await journal(world.athleteA.id, `${TEXT} I prefer short and direct messages.`);
    await learnFromItem("journal", again.id);
    details = await detailsOf(world.athleteA.id);
    expect(details.stressTriggers).toEqual([]);
    expect(details.preferredCommunicationTone).toBe("Gentle, please");
    expect(details.keyMotivators).toEqual(["racing with my friends"]);
  });

  it("saving the profile unchanged corrects nothing", async () => {
    await request(users.updateDetails, {
      token: t.athlete,
      body: { keyMotivators: ["racing with my friends"] },
    });
    const details = await detailsOf(world.athleteA.id);
    expect((details.learnedFacts as Record<string, unknown>).keyMotivators).toMatchObject({
      source: "journal",
    });
    expect((details.correctedFacts as Record<string, unknown>).keyMotivators).toBeUndefined();
  });

  it("pausing learning stops every write", async () => {
    const paused = await request(users.updateBriefSettings, {
      token: t.athleteB,
      body: { learningPaused: true },
    });
    expect(paused.body).toEqual({ sourcesOff: [], learningPaused: true });
    const entry = await journal(world.athleteB.id);
    expect(await learnFromItem("journal", entry.id)).toEqual({ paused: true });
    const details = await detailsOf(world.athleteB.id);
    expect(details.stressTriggers).toEqual([]);
    expect(details.learnedFacts).toEqual({});
    await request(users.updateBriefSettings, { token: t.athleteB, body: { learningPaused: false } });
  });

  it("never learns from words that raised a safeguarding concern: they are the case's", async () => {
    const other = await makeOrganization();
    const entry = await makeJournal({
      userId: other.athleteA.id,
      organizationId: other.org.id,
      title: "Weigh-in week",
      // Distressing text lives in the tests only.
      text: "My ankle is sore. I make myself sick after dinner so I make weight on Friday.",
      date: new Date("2026-11-20T10:00:00.000Z"),
    });
    expect(await learnFromItem("journal", entry.id)).toEqual({ skipped: "safeguarding" });
    const tk = await tokensOf({ athlete: other.athleteA });
    const agent = await makeAgent(other.org.id);
    const chat = await makeAgentChat(tk.athlete, agent.id);
    await addMessages(chat._id, [
      { role: "user", content: "I cut myself again and my ankle is sore.", userId: other.athleteA.id },
      { role: "user", content: "I get nervous before exams.", userId: other.athleteA.id },
    ]);
    await learnFromItem("chat", chat._id);
    const details = await detailsOf(other.athleteA.id);
    expect(details.stressTriggers).toEqual(["exams"]);
    expect(details.injuryStatusValue).toBeNull();
    expect(JSON.stringify(details)).not.toContain("cut myself");
  });

  it("traces a fact learned in a chat to the message it came from", async () => {
    const other = await makeOrganization();
    const tk = await tokensOf({ athlete: other.athleteA });
    const agent = await makeAgent(other.org.id);
    const chat = await makeAgentChat(tk.athlete, agent.id);
    const [, said] = await addMessages(chat._id, [
      { role: "assistant", content: "How are you?" },
      { role: "user", content: "My knee hurts after long runs.", userId: other.athleteA.id },
    ]);
    await learnFromItem("chat", chat._id);
    const details = await detailsOf(other.athleteA.id);
    expect(details.learnedFacts).toMatchObject({
      injuryStatus: { source: "chat", sourceId: chat._id, messageId: said.id },
    });
  });

  it("with a model: sends the text as quoted data with a strict schema, and writes what it answers", async () => {
    const other = await makeOrganization();
    const entry = await makeJournal({
      userId: other.athleteA.id,
      organizationId: other.org.id,
      title: "Plans",
      text: "We move to Lisbon in March.",
    });
    wire.setScript((body) =>
      body.response_format?.json_schema?.name === "memory_facts"
        ? {
            reply: JSON.stringify({
              facts: [
                {
                  field: "lifeEvents",
                  value: "Moving to Lisbon",
                  detail: "Family move",
                  when: "March",
                  quote: "We move to Lisbon in March.",
                },
              ],
            }),
          }
        : {},
    );
    toWire();
    try {
      await learnFromItem("journal", entry.id);
    } finally {
      toOffline();
    }
    const call = wire.requests.find((r) => r.body.response_format?.json_schema?.name === "memory_facts");
    expect(call?.body.response_format.type).toBe("json_schema");
    expect(JSON.stringify(call?.body.messages)).toContain("<<<TEXT>>>");
    expect(JSON.stringify(call?.body.messages)).toContain("We move to Lisbon in March.");
    const details = await detailsOf(other.athleteA.id);
    expect(details.lifeEvents).toEqual([
      { title: "Moving to Lisbon", description: "Family move", when: "March" },
    ]);
  });
});

describe("the routine assessment", () => {
  it("runs every N assessed sessions, writes archetypes and topics, and counts itself", async () => {
    const admin = (await tokensOf({ admin: world.admin })).admin;
    expect(
      (
        await request(organizations.update, {
          token: admin,
          params: { id: world.org.id },
          body: { routineAssessmentEvery: 0 },
        })
      ).status,
    ).toBe(400);
    const set = await request(organizations.update, {
      token: admin,
      params: { id: world.org.id },
      body: { routineAssessmentEvery: 2 },
    });
    expect(set.body.routineAssessmentEvery).toBe(2);
    const sessions = [];
    for (const keyword of ["sleep", "pacing"]) {
      const chat = await makeAgentChat(t.athleteB, agentId);
      await addMessages(chat._id, [
        { role: "user", content: `About ${keyword}.`, userId: world.athleteB.id },
      ]);
      await setChat(chat._id, {
        closed: true,
        messagesNumber: 1,
        assessed: true,
        assessedAt: new Date("2026-11-21T10:00:00.000Z"),
        summary: `Talked about ${keyword}.`,
        keywords: [keyword],
      });
      sessions.push(chat._id);
    }
    await learnFromItem("chat", sessions[0]);
    const details = await detailsOf(world.athleteB.id);
    expect(details.routineAssessments).toBe(1);
    expect(details.routineAssessmentAt).not.toBeNull();
    expect(details.innerHero).toMatchObject({
      name: expect.any(String),
      title: expect.any(String),
      description: expect.stringMatching(/sleep|pacing/),
    });
    expect(details.personalGrowthFocus).toMatchObject({ title: "Small wins" });
    expect(details.lastRoutineAssessmentJustification).toContain("2 recent sessions");
    expect(details.learnedFacts).toMatchObject({
      innerHero: { source: "routine" },
      worldView: { source: "routine" },
    });
    // Not due again until two more sessions are assessed.
    await learnFromItem("chat", sessions[1]);
    expect((await detailsOf(world.athleteB.id)).routineAssessments).toBe(1);
  });
});
