/**
 * Safeguarding cases: what leads read and do (acknowledge, note, reassign, resolve), that each view and action is
 * recorded, who may see a case (never an athlete, never another organisation, never a coach who was not told), the
 * urgent banner's list, and concerns raised in journals and in voice conversations. Distressing text lives in tests.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { chats } from "@/lib/contracts/chats/endpoints";
import { journals } from "@/lib/contracts/journals/endpoints";
import { organizations } from "@/lib/contracts/organizations/endpoints";
import { safeguarding } from "@/lib/contracts/safeguarding/endpoints";
import { users } from "@/lib/contracts/users/endpoints";
import { db } from "@/server/db";
import { request } from "../support/api-client";
import { makeAgent, makeAgentChat } from "../support/chats";
import { makeOrganization, makePerson } from "../support/fixtures";
import { tokensOf, type World } from "../support/org-team";
import { setUser } from "../support/state";

const URGENT = "My coach touched me after practice and told me to keep it a secret.";
const JOURNAL_RISK = "Weigh-in is Friday. I have not eaten for two days and I make myself sick after dinner.";

let world: World;
let other: World;
let t: Record<"admin" | "coach" | "athlete" | "otherAdmin" | "outsideCoach", string>;
let agentId: string;

beforeAll(async () => {
  world = await makeOrganization();
  other = await makeOrganization();
  const outsideCoach = await makePerson(world.org.id, "coach"); // in no team of the athlete's
  t = await tokensOf({
    admin: world.admin,
    coach: world.coach,
    athlete: world.athleteA,
    otherAdmin: other.admin,
    outsideCoach,
  });
  agentId = (await makeAgent(world.org.id)).id;
});
beforeEach(async () => {
  await db.safeguardingCase.deleteMany({ where: { organizationId: world.org.id } });
});

async function journalCase() {
  const res = await request(journals.create, {
    token: t.athlete,
    body: { title: "Friday", text: JOURNAL_RISK },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return {
    entry: res.body,
    found: await db.safeguardingCase.findFirstOrThrow({ where: { journalId: res.body._id } }),
  };
}

describe("a journal entry", () => {
  it("opens a case from what the athlete wrote and answers the support card", async () => {
    await request(organizations.update, {
      token: t.admin,
      params: { id: world.org.id },
      body: { supportContacts: "Welfare officer: 555-0100" },
    });
    const { entry, found } = await journalCase();
    expect(entry.support).toEqual({ contacts: "Welfare officer: 555-0100" });
    expect(found).toMatchObject({ kind: "eating", source: "journal", status: "open" });
    const benign = await request(journals.create, {
      token: t.athlete,
      body: { title: "Race", text: "We murdered them today and I cut two seconds off my best." },
    });
    expect(benign.body.support).toBeUndefined();
    expect(await db.safeguardingCase.count({ where: { journalId: benign.body._id } })).toBe(0);
  });
});

describe("a voice conversation's transcripts", () => {
  it("open a case and add the safe reply with the support card to the chat", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    const res = await request(chats.voiceTranscripts, {
      token: t.athlete,
      body: { chatId: chat._id, items: [{ role: "user", message: URGENT, idFromClient: "item_risk_1" }] },
    });
    expect(res.status).toBe(201);
    const [said, reply] = res.body.messages;
    expect(said.message).toBe(URGENT);
    expect(reply.support).toBeDefined();
    const found = await db.safeguardingCase.findFirstOrThrow({ where: { chatId: chat._id } });
    expect(found).toMatchObject({ kind: "abuse", severity: "urgent", source: "speech-to-speech" });
  });
});

describe("leads working a case", () => {
  it("read the quoted context, and every view and action is recorded with who and when", async () => {
    const { found } = await journalCase();
    const page = await request(safeguarding.paginate, { token: t.coach, body: {} });
    expect(page.body.docs.map((d: { _id: string }) => d._id)).toEqual([found.id]);
    expect(page.body.docs[0]).not.toHaveProperty("context");

    const read = await request(safeguarding.get, { token: t.coach, params: { id: found.id } });
    expect(read.status).toBe(200);
    expect(read.body.context.at(-1)).toMatchObject({ flagged: true });
    expect(read.body.context.at(-1).content).toContain(JOURNAL_RISK);

    const acknowledged = await request(safeguarding.act, {
      token: t.coach,
      params: { id: found.id },
      body: { action: "acknowledge" },
    });
    expect(acknowledged.body).toMatchObject({
      status: "acknowledged",
      acknowledgedByName: expect.any(String),
    });
    const noted = await request(safeguarding.act, {
      token: t.admin,
      params: { id: found.id },
      body: { action: "note", note: "Spoke to the parents." },
    });
    expect(noted.status).toBe(200);
    const given = await request(safeguarding.act, {
      token: t.admin,
      params: { id: found.id },
      body: { action: "reassign", assignee: world.coach.id },
    });
    expect(given.body.assignee).toBe(world.coach.id);
    const resolved = await request(safeguarding.act, {
      token: t.coach,
      params: { id: found.id },
      body: { action: "resolve", outcome: "false-alarm", note: "A quote from a book." },
    });
    expect(resolved.body).toMatchObject({ status: "resolved", outcome: "false-alarm" });
    expect(resolved.body.events.map((e: { action: string }) => e.action)).toEqual([
      "opened",
      "viewed",
      "acknowledged",
      "noted",
      "reassigned",
      "resolved",
    ]);
    expect(resolved.body.events.at(-1)).toMatchObject({
      actor: world.coach.id,
      note: "A quote from a book.",
    });

    const again = await request(safeguarding.act, {
      token: t.coach,
      params: { id: found.id },
      body: { action: "acknowledge" },
    });
    expect(again.status).toBe(400);
    const open = await request(safeguarding.paginate, { token: t.coach, body: {} });
    expect(open.body.docs).toHaveLength(0);
    const closed = await request(safeguarding.paginate, {
      token: t.coach,
      body: { filters: { state: "resolved" } },
    });
    expect(closed.body.docs).toHaveLength(1);
  });

  it("refuse bad actions with a clear error", async () => {
    const { found } = await journalCase();
    const noOutcome = await request(safeguarding.act, {
      token: t.coach,
      params: { id: found.id },
      body: { action: "resolve" } as never,
    });
    expect(noOutcome.status).toBe(400);
    const athlete = await request(safeguarding.act, {
      token: t.admin,
      params: { id: found.id },
      body: { action: "reassign", assignee: world.athleteB.id },
    });
    expect(athlete.status).toBe(400);
    expect(JSON.stringify(athlete.body)).toContain("Choose a coach or admin of the organisation");
  });

  it("show urgent cases on the banner until someone acknowledges them", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    await request(chats.voiceTranscripts, {
      token: t.athlete,
      body: { chatId: chat._id, items: [{ role: "user", message: URGENT, idFromClient: "item_risk_2" }] },
    });
    const banner = await request(safeguarding.urgent, { token: t.admin });
    expect(banner.body).toHaveLength(1);
    await request(safeguarding.act, {
      token: t.coach,
      params: { id: banner.body[0]._id },
      body: { action: "acknowledge" },
    });
    expect((await request(safeguarding.urgent, { token: t.admin })).body).toHaveLength(0);
  });
});

describe("who may see a case", () => {
  it("never the athlete, another organisation, or a coach who was not told", async () => {
    const { found } = await journalCase();
    const athlete = await request(safeguarding.get, { token: t.athlete, params: { id: found.id } });
    expect(athlete.status).toBe(403);
    for (const token of [t.otherAdmin, t.outsideCoach]) {
      const res = await request(safeguarding.get, { token, params: { id: found.id } });
      expect(res.status).toBe(404);
      const page = await request(safeguarding.paginate, { token, body: {} });
      expect(page.body.docs).toHaveLength(0);
    }
  });

  it("lets admins flag coaches as leads, who then see every case, and never an athlete", async () => {
    const { found } = await journalCase();
    const outsider = await db.user.findFirstOrThrow({
      where: { organizationId: world.org.id, role: "coach", id: { not: world.coach.id } },
    });
    const flagged = await request(users.update, {
      token: t.admin,
      params: { id: outsider.id },
      body: { safeguardingLead: true },
    });
    expect(flagged.body.safeguardingLead).toBe(true);
    expect(
      (await request(safeguarding.get, { token: t.outsideCoach, params: { id: found.id } })).status,
    ).toBe(200);
    const athlete = await request(users.update, {
      token: t.admin,
      params: { id: world.athleteB.id },
      body: { safeguardingLead: true },
    });
    expect(athlete.status).toBe(400);
    const byCoach = await request(users.update, {
      token: t.coach,
      params: { id: world.athleteB.id },
      body: { safeguardingLead: false },
    });
    expect(byCoach.status).toBe(403);
    await setUser(outsider.id, { safeguardingLead: false });
  });
});
