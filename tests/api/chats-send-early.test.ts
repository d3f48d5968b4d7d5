/**
 * POST /chats/send with the web session cookie reads the reply's inputs while the session user is read
 * (readSendInputsEarly). The early read must equal the regular one for the caller's own context, be used only for
 * exactly that context, and never let anything through for a caller the session check refuses.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { POST as send } from "@/app/api/chats/send/route";
import { sessionUserById } from "@/server/auth/session-user";
import { earlyInputsFor, loadReplyInputs, readReplyInputsEarly } from "@/server/chats/send/reply-inputs";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { sessionCookie } from "../support/call";
import { makeAgent, makeAgentChat } from "../support/chats";
import { expectError, expectNotFound } from "../support/expect";
import { makeOrganization, unique } from "../support/fixtures";
import { tokensOf, type World } from "../support/org-team";
import { makeCoachingNote } from "../support/records";
import { callStream } from "../support/sse";
import { setUser } from "../support/state";

let world: World;
let other: World;
let t: Record<"athlete" | "athleteB", string>;
let agentId: string;

async function contextOf(userId: string): Promise<RequestContext> {
  const user = await sessionUserById(userId);
  if (!user?.organization) throw new Error("no session user");
  return { user, organizationId: user.organization._id, teamId: null, timezone: "UTC", frontendRoute: null };
}

const cookieOf = (userId: string) => sessionCookie({ sub: userId });

beforeAll(async () => {
  process.env.OFFLINE_TOKEN_DELAY_MS = "1";
  world = await makeOrganization();
  other = await makeOrganization();
  t = await tokensOf({ athlete: world.athleteA, athleteB: world.athleteB });
  agentId = (await makeAgent(world.org.id)).id;
  await makeCoachingNote({
    type: "coach_prompt",
    title: "",
    content: `Ask about sleep ${unique("p")}`,
    promptEnabled: true,
    toUserId: world.athleteA.id,
    toOrganizationId: world.org.id,
    createdById: world.coach.id,
  });
});

describe("the early read of a send's inputs", () => {
  it("reads what loadReplyInputs reads for the caller's own organisation and teams, coach-prompts included", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    await callStream(send, {
      token: t.athlete,
      body: { chat: chat._id, message: "First", idFromClient: "one" },
    }).then((res) => res.sse.rest());
    const ctx = await contextOf(world.athleteA.id);
    const early = await readReplyInputsEarly(world.athleteA.id, chat._id, "one");
    const regular = await loadReplyInputs(ctx, chat._id, "one");
    expect(early).not.toBeNull();
    expect(early?.inputs).toEqual(regular);
    expect(regular.coachPrompts).toHaveLength(1);
    expect(regular.knownMessageId).not.toBeNull();
    expect({ organizationId: early?.organizationId, teams: early?.teams }).toEqual({
      organizationId: world.org.id,
      teams: [world.teamA.id],
    });
    expect(earlyInputsFor(early as NonNullable<typeof early>, ctx, chat._id, "one")).toBe(early?.inputs);
  });

  it("is not used for another caller, chat, idFromClient, organisation or set of teams", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    const ctx = await contextOf(world.athleteA.id);
    const early = await readReplyInputsEarly(world.athleteA.id, chat._id, null);
    if (!early) throw new Error("no early read");
    const otherChat = await makeAgentChat(t.athlete, agentId);
    const athleteB = await contextOf(world.athleteB.id);
    expect(earlyInputsFor(early, ctx, chat._id, undefined)).toBe(early.inputs);
    expect(earlyInputsFor(early, athleteB, chat._id, undefined)).toBeNull();
    expect(earlyInputsFor(early, ctx, otherChat._id, undefined)).toBeNull();
    expect(earlyInputsFor(early, ctx, chat._id, "retry-1")).toBeNull();
    expect(earlyInputsFor(early, { ...ctx, organizationId: other.org.id }, chat._id, undefined)).toBeNull();
    const moreTeams = { ...ctx, user: { ...ctx.user, teams: [...ctx.user.teams, world.teamB.id] } };
    expect(earlyInputsFor(early, moreTeams, chat._id, undefined)).toBeNull();
  });

  it("finds nothing in a chat the user does not take part in, or of another organisation", async () => {
    const chat = await makeAgentChat(t.athleteB, agentId);
    expect(await readReplyInputsEarly(world.athleteA.id, chat._id, null)).toBeNull();
    expect(await readReplyInputsEarly(other.athleteA.id, chat._id, null)).toBeNull();
  });
});

describe("POST /chats/send with the session cookie", () => {
  it("streams the reply and stores the turn; a retry with the same idFromClient replays it", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    const cookie = await cookieOf(world.athleteA.id);
    const body = { chat: chat._id.toUpperCase(), message: "I slept badly", idFromClient: " retry-me " };
    const first = await callStream(send, { cookie, body });
    expect(first.status).toBe(200);
    const events = await first.sse.rest();
    expect(events.map((e) => e.event)).toContain("delta");
    const done = events.at(-1);
    expect(done?.event).toBe("done");
    const again = await callStream(send, { cookie, body });
    const replay = await again.sse.rest();
    expect(replay.at(-1)?.data.message.id).toBe(done?.data.message.id);
    expect(await db.message.count({ where: { chatId: chat._id } })).toBe(2);
  });

  it("answers 'Chat not found' for someone else's chat, and stores nothing", async () => {
    const chat = await makeAgentChat(t.athleteB, agentId);
    const res = await callStream(send, {
      cookie: await cookieOf(world.athleteA.id),
      body: { chat: chat._id, message: "Hello" },
    });
    expectNotFound({ status: res.status, body: res.body });
    expect(res.body.error.message).toBe("Chat not found");
    expect(await db.message.count({ where: { chatId: chat._id } })).toBe(0);
  });

  it("refuses a deactivated user even though their chat was read early, and stores nothing", async () => {
    const world2 = await makeOrganization();
    const agent = await makeAgent(world2.org.id);
    const [token] = Object.values(await tokensOf({ a: world2.athleteA }));
    const chat = await makeAgentChat(token as string, agent.id);
    await setUser(world2.athleteA.id, { active: false });
    const res = await callStream(send, {
      cookie: await cookieOf(world2.athleteA.id),
      body: { chat: chat._id, message: "Still here?" },
    });
    expectError({ status: res.status, body: res.body }, 403, "USER_NOT_ACTIVE");
    expect(await db.message.count({ where: { chatId: chat._id } })).toBe(0);
  });
});
