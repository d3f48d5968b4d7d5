/**
 * The audit trail: what is recorded (sign-ins, refusals, sign-outs, session ends, user, agent and instruction
 * changes, hidden-information views), who may read it, that the database keeps it append-only, its retention, and
 * that a deleted person is left on it as no one.
 */
import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { agents } from "@/lib/contracts/agents/endpoints";
import { audit } from "@/lib/contracts/audit/endpoints";
import { chats } from "@/lib/contracts/chats/endpoints";
import { resources } from "@/lib/contracts/resources/endpoints";
import { users } from "@/lib/contracts/users/endpoints";
import { purgeAuditTrail } from "@/server/audit-trail/audit-purge-job";
import { db } from "@/server/db";
import { request } from "../support/api-client";
import { authHandler, credentialsForm, postCredentials, signOutWith } from "../support/auth-js";
import { makeAgent, makeAgentChat } from "../support/chats";
import { idTokenOf, makeOrganization, makePerson, PASSWORD, type Person, unique } from "../support/fixtures";
import { makeAuditEvent } from "../support/records";
import { setUser } from "../support/state";

let world: Awaited<ReturnType<typeof makeOrganization>>;
let other: Awaited<ReturnType<typeof makeOrganization>>;
let adminToken: string;

beforeAll(async () => {
  world = await makeOrganization();
  other = await makeOrganization();
  adminToken = await idTokenOf(world.admin);
});

type Event = { action: string; actor: unknown; target: unknown; details: Record<string, unknown> } & Record<
  string,
  // biome-ignore lint/suspicious/noExplicitAny: JSON from the wire.
  any
>;

async function trail(token: string, filters: Record<string, string> = {}): Promise<Event[]> {
  const res = await request(audit.paginate, { token, body: { limit: 100, filters } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.docs;
}

const personRef = (person: Person) => ({ _id: person.id, name: expect.any(String) });

describe("what is recorded", () => {
  it("sign-ins, refused sign-ins and sign-outs, with the client they came from", async () => {
    const person = await makePerson(world.org.id, "coach");
    const handler = authHandler();
    const form = await credentialsForm(handler);
    const ip = `10.9.${randomInt(256)}.${randomInt(1, 255)}`;
    const headers = { "x-forwarded-for": ip, "user-agent": "Audit test browser" };
    await postCredentials(handler, form, { email: person.email, password: "wrong" }, headers);
    const signedIn = await postCredentials(
      handler,
      form,
      { email: person.email, password: PASSWORD },
      headers,
    );
    await signOutWith(handler, signedIn.sessionCookie as string);

    const events = await trail(adminToken, { person: person.id });
    expect(events.map((e) => e.action)).toEqual(["sign-out", "sign-in", "sign-in-failed"]);
    for (const event of events) {
      expect(event.actor).toEqual(personRef(person));
      expect(event.organization).toBe(world.org.id);
    }
    expect(events[2].details).toEqual({ reason: "invalid" });
    expect(events[1].client).toEqual({ address: ip, userAgent: "Audit test browser" });
  });

  it("users created and changed (which fields, and the sessions that ended), agents and instructions", async () => {
    const email = `${unique("audited")}@test.example.com`;
    const created = await request(users.create, {
      token: adminToken,
      body: { name: "Audited Person", email, password: PASSWORD, confirmPassword: PASSWORD, role: "user" },
    });
    expect(created.status).toBe(201);
    const id = created.body._id;
    await request(users.update, { token: adminToken, params: { id }, body: { role: "coach" } });
    const agent = await request(agents.create, {
      token: adminToken,
      body: { name: unique("Audited agent") },
    });
    const set = await request(resources.create, {
      token: adminToken,
      body: { schemaType: "instruction-set", name: unique("Audited set") },
    });

    const about = await trail(adminToken, { person: id });
    expect(about.map((e) => [e.action, e.details])).toEqual([
      ["user-changed", { fields: ["role"], sessionsEnded: "role-changed" }],
      ["user-created", { role: "user" }],
    ]);
    expect(about[0].actor).toEqual(personRef(world.admin));
    expect(about[0].target).toEqual({ _id: id, name: "Audited Person" });
    const configuration = await trail(adminToken, { person: world.admin.id });
    const targets = configuration.map((e) => [e.action, e.targetType, e.targetId]);
    expect(targets).toContainEqual(["agent-created", "agent", agent.body._id]);
    expect(targets).toContainEqual(["configuration-created", "instruction-set", set.body._id]);
  });

  it("hidden information read by someone allowed to see it, and not reads without it", async () => {
    const viewer = await makePerson(world.org.id, "user");
    await setUser(viewer.id, { canViewChatHiddenInfo: true });
    const token = await idTokenOf(viewer);
    const agent = await makeAgent(world.org.id);
    const chat = await makeAgentChat(token, agent.id);
    await request(chats.history, { token, query: { chatId: chat._id } });
    const events = await trail(adminToken, { person: viewer.id, action: "hidden-info-viewed" });
    expect(events.map((e) => [e.targetType, e.targetId])).toEqual([["chat", chat._id]]);

    const plain = await makePerson(world.org.id, "user");
    const plainToken = await idTokenOf(plain);
    const own = await makeAgentChat(plainToken, agent.id);
    await request(chats.history, { token: plainToken, query: { chatId: own._id } });
    expect(await trail(adminToken, { person: plain.id, action: "hidden-info-viewed" })).toEqual([]);
  });
});

describe("who reads it", () => {
  it("an admin their organisation's events only; a master admin every organisation's", async () => {
    const outsider = await makePerson(other.org.id, "coach");
    await request(users.update, {
      token: await idTokenOf(other.admin),
      params: { id: outsider.id },
      body: { active: false },
    });
    expect(await trail(adminToken, { person: outsider.id })).toEqual([]);
    const masterOrg = await makeOrganization({ master: true });
    const master = await makePerson(masterOrg.org.id, "admin", { isAdminMaster: true });
    const seen = await trail(await idTokenOf(master), { person: outsider.id });
    expect(seen.map((e) => [e.action, e.organization])).toEqual([["user-changed", other.org.id]]);
  });

  it("refuses filters it does not know", async () => {
    const res = await request(audit.paginate, { token: adminToken, body: { filters: { action: "nope" } } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_ERROR");
  });
});

describe("the database keeps it append-only", () => {
  it("refuses UPDATE, TRUNCATE and the DELETE of an event the retention still keeps", async () => {
    const [event] = await db.auditEvent.findMany({ where: { organizationId: world.org.id }, take: 1 });
    const sql = (text: string) => db.$executeRawUnsafe(text, event.id);
    await expect(sql(`UPDATE "AuditEvent" SET action = 'sign-in' WHERE id = $1`)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql(`DELETE FROM "AuditEvent" WHERE id = $1`)).rejects.toThrow(/append-only/);
    await expect(db.$executeRawUnsafe(`TRUNCATE "AuditEvent"`)).rejects.toThrow(/append-only/);
    expect(await db.auditEvent.count({ where: { id: event.id } })).toBe(1);
  });

  it("lets the daily purge delete what the organisation's retention no longer keeps, and nothing else", async () => {
    const org = await makeOrganization();
    const token = await idTokenOf(org.admin);
    expect((await request(audit.setRetention, { token, body: { days: 30 } })).body).toEqual({ days: 30 });
    const old = await makeAuditEvent({
      organizationId: org.org.id,
      action: "sign-in",
      createdAt: new Date("2020-01-01T00:00:00Z"),
    });
    await purgeAuditTrail(new Date());
    expect(await db.auditEvent.count({ where: { id: old.id } })).toBe(0);
    const left = await trail(token);
    expect(left.map((e) => [e.action, e.details])).toEqual([
      ["audit-retention-changed", { from: 365, to: 30 }],
    ]);
    expect((await request(audit.retention, { token })).body).toEqual({ days: 30 });
    const tooShort = await request(audit.setRetention, { token, body: { days: 7 } });
    expect(tooShort.status).toBe(400);
  });
});

describe("a deleted person", () => {
  it("stays on the trail as no one: no id, e-mail or name of theirs is left in it", async () => {
    const person = await makePerson(world.org.id, "user");
    await request(users.update, {
      token: adminToken,
      params: { id: person.id },
      body: { name: "Soon Gone" },
    });
    const subject = await db.auditSubject.findUniqueOrThrow({ where: { userId: person.id } });
    const res = await request(users.remove, { token: adminToken, params: { id: person.id } });
    expect(res.status).toBe(200);
    const events = await db.auditEvent.findMany({ where: { target: subject.pseudonym } });
    expect(events.map((e) => e.action).sort()).toEqual(["user-changed", "user-deleted"]);
    const text = JSON.stringify(await db.auditEvent.findMany({ where: { organizationId: world.org.id } }));
    for (const trace of [person.id, person.email, "Soon Gone"]) expect(text).not.toContain(trace);
    const shown = (await trail(adminToken, { action: "user-deleted" })).filter(
      (e) => (e.target as { _id: string | null } | null)?._id === null,
    );
    expect(shown.length).toBeGreaterThan(0);
    expect(shown[0].target).toEqual({ _id: null, name: null });
  });
});
