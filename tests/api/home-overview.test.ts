/**
 * The home overviews (src/server/home) read only what the caller may see (§6): an athlete their own chats, goals,
 * feedback and streak; a coach the athletes of their teams; an admin their organisation. And "needs attention"
 * picks the members who have been quiet for IDLE_DAYS or whose assessments are falling.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { reportsQuerySchema } from "@/lib/contracts/reports/schemas";
import { sessionUserById } from "@/server/auth/session-user";
import { db } from "@/server/db";
import { adminHome } from "@/server/home/admin-home";
import { athleteHome } from "@/server/home/athlete-home";
import { coachHome, IDLE_DAYS, TREND_DAYS } from "@/server/home/coach-home";
import type { RequestContext } from "@/server/http/context";
import { storeNotification } from "@/server/notifications/notify";
import { reportsOverview } from "@/server/reports/reports-overview";
import { recordUsageEvent } from "@/server/usage/record-usage-event";
import { makeAgent } from "../support/chats";
import { DAY_MS, daysAgo } from "../support/clock";
import { makeOrganization, makePerson, type Person, unique } from "../support/fixtures";
import type { World } from "../support/org-team";
import {
  makeAssessmentValues,
  makeChat,
  makeCoachingNote,
  makeGoal,
  makeJournal,
  makeMessage,
  markRead,
} from "../support/records";
import { setUser, setUsers } from "../support/state";

async function contextOf(person: Person, teamId: string | null = null): Promise<RequestContext> {
  const user = await sessionUserById(person.id);
  if (!user?.organization) throw new Error("no session user");
  return { user, organizationId: user.organization._id, teamId, timezone: "UTC", frontendRoute: null };
}

/** A chat of `person` with `agentId`, its last message `at`, as POST /chats and a send would leave it. */
async function chatOf(world: World, person: Person, agentId: string, title: string, at: Date) {
  return makeChat({
    organizationId: world.org.id,
    title,
    users: { connect: { id: person.id } },
    agents: { connect: { id: agentId } },
    createdById: person.id,
    lastMessageAt: at,
  });
}

function feedbackFor(world: World, person: Person, message: string) {
  return storeNotification({
    type: "user",
    userIds: [person.id],
    title: "New feedback from your coach",
    message,
    metadata: { href: "/dashboard/feedbacks", kind: "feedback", coachingNoteId: unique("note") },
    createdById: world.coach.id,
    organizationId: world.org.id,
  });
}

/** Members who joined long ago, so silence counts (someone new has not had IDLE_DAYS to be quiet yet). */
async function joinedLongAgo(...people: Person[]) {
  await setUsers({ id: { in: people.map((p) => p.id) } }, { createdAt: daysAgo(60) });
}

let world: World;
let other: World;

beforeAll(async () => {
  world = await makeOrganization();
  other = await makeOrganization();
});

describe("athlete home", () => {
  it("shows the athlete's own last chat, goals and unread feedback, never another athlete's", async () => {
    const agent = await makeAgent(world.org.id, { name: unique("Coach bot") });
    const ownChat = await chatOf(world, world.athleteA, agent.id, unique("Own chat"), daysAgo(2));
    // B's chat is more recent: a leak would show it as the one to continue.
    await chatOf(world, world.athleteB, agent.id, unique("B chat"), daysAgo(0));
    const ownGoal = await makeGoal({
      userId: world.athleteA.id,
      organizationId: world.org.id,
      title: unique("Run 5k"),
      target: "5k",
      progress: 40,
    });
    await makeGoal({
      userId: world.athleteA.id,
      organizationId: world.org.id,
      title: unique("Done"),
      target: "x",
      status: "completed",
    });
    await makeGoal({
      userId: world.athleteB.id,
      organizationId: world.org.id,
      title: unique("B goal"),
      target: "x",
    });
    const ownFeedback = unique("Great pacing");
    await feedbackFor(world, world.athleteA, ownFeedback);
    await feedbackFor(world, world.athleteB, unique("B feedback"));

    const home = await athleteHome(await contextOf(world.athleteA));

    expect(home.lastChat).toMatchObject({ _id: ownChat.id, title: ownChat.title, agentName: agent.name });
    expect(home.goals.map((g) => g._id)).toEqual([ownGoal.id]);
    expect(home.goals[0]).toMatchObject({ progress: 40 });
    expect(home.activeGoals).toBe(1);
    expect(home.feedback.unread).toBe(1);
    expect(home.feedback.items.map((f) => f.message)).toEqual([ownFeedback]);
  });

  it("counts read feedback out, and a streak only while the last active day is today or yesterday", async () => {
    const person = await makePerson(world.org.id, "user", { teamIds: [world.teamA.id] });
    const id = await feedbackFor(world, person, unique("Read already"));
    if (!id) throw new Error("no notification stored");
    await markRead(id, person.id);
    const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    await setUser(person.id, { streakDays: 4, maxStreakDays: 9, lastActiveOn: today });
    const ctx = await contextOf(person);
    const fresh = await athleteHome(ctx);
    expect(fresh.feedback).toEqual({ unread: 0, items: [] });
    expect(fresh.streak).toEqual({ days: 4, max: 9 });

    await setUser(person.id, { lastActiveOn: new Date(today.getTime() - 3 * DAY_MS) });
    expect((await athleteHome(ctx)).streak).toEqual({ days: 0, max: 9 });
  });

  it("continues the most recently active chat, a just-opened one without messages included", async () => {
    const person = await makePerson(world.org.id, "user", { teamIds: [world.teamA.id] });
    const agent = await makeAgent(world.org.id);
    await chatOf(world, person, agent.id, "Older, with messages", daysAgo(1));
    const opened = await makeChat({
      organizationId: world.org.id,
      title: "Just opened",
      users: { connect: { id: person.id } },
    });
    const home = await athleteHome(await contextOf(person));
    expect(home.lastChat).toMatchObject({ _id: opened.id, title: "Just opened", agentName: null });
  });

  it("is empty for an athlete with nothing yet", async () => {
    const person = await makePerson(world.org.id, "user");
    const home = await athleteHome(await contextOf(person));
    expect(home).toMatchObject({
      lastChat: null,
      goals: [],
      activeGoals: 0,
      feedback: { unread: 0, items: [] },
    });
  });
});

describe("coach home", () => {
  it("lists only athletes of the coach's teams who were quiet for IDLE_DAYS, not active ones", async () => {
    const w = await makeOrganization();
    // A third athlete in the organisation but in none of the coach's teams, and the other organisation's athletes.
    const outsider = await makePerson(w.org.id, "user", { teamIds: [] });
    await joinedLongAgo(w.athleteA, w.athleteB, outsider, other.athleteA, other.athleteB);
    // B wrote a journal yesterday and A chatted IDLE_DAYS + 2 days ago: only A is quiet.
    await makeJournal({
      userId: w.athleteB.id,
      organizationId: w.org.id,
      title: "Yesterday",
      createdAt: daysAgo(1),
    });
    const agent = await makeAgent(w.org.id);
    const chat = await chatOf(w, w.athleteA, agent.id, "Old chat", daysAgo(IDLE_DAYS + 2));
    await makeMessage({
      chatId: chat.id,
      userId: w.athleteA.id,
      role: "user",
      content: "hi",
      createdAt: daysAgo(IDLE_DAYS + 2),
    });

    const home = await coachHome(await contextOf(w.coach));

    expect(home.attention.map((m) => m._id)).toEqual([w.athleteA.id]);
    expect(home.attention[0]).toMatchObject({ reasons: ["idle"], drop: null });
    expect(home.attention[0].lastActivityAt?.slice(0, 10)).toBe(
      daysAgo(IDLE_DAYS + 2)
        .toISOString()
        .slice(0, 10),
    );
    expect(home.members).toBe(2);
  });

  it("flags a falling assessment trend, and a newcomer is not yet quiet", async () => {
    const w = await makeOrganization();
    await joinedLongAgo(w.athleteB);
    await makeJournal({
      userId: w.athleteB.id,
      organizationId: w.org.id,
      title: "Today",
      createdAt: daysAgo(0),
    });
    const value = (v: number, day: number) => ({
      userId: w.athleteB.id,
      organizationId: w.org.id,
      section: "mental" as const,
      key: "mood" as const,
      value: v,
      date: daysAgo(day),
    });
    await makeAssessmentValues([
      value(8, TREND_DAYS + 3),
      value(8, TREND_DAYS + 5),
      value(5, 2),
      value(6, 4),
    ]);

    const home = await coachHome(await contextOf(w.coach));

    // athleteA joined just now (makeOrganization): not quiet yet. B is active but falling by 8 − 5.5.
    expect(home.attention).toEqual([
      expect.objectContaining({ _id: w.athleteB.id, reasons: ["falling"], drop: 2.5 }),
    ]);
  });

  it("narrows to the selected team, and shows observations of the coach's scope only", async () => {
    const w = await makeOrganization();
    await joinedLongAgo(w.athleteA, w.athleteB);
    const title = unique("Obs").slice(0, 20);
    await makeCoachingNote({
      type: "observation",
      title,
      content: "Tired",
      toUserId: w.athleteA.id,
      toOrganizationId: w.org.id,
      createdById: w.coach.id,
    });
    await makeCoachingNote({
      type: "feedback",
      title: "Not an observation",
      content: "x",
      toUserId: w.athleteA.id,
      toOrganizationId: w.org.id,
    });
    await makeCoachingNote({
      type: "observation",
      title: "Elsewhere",
      content: "x",
      toUserId: other.athleteA.id,
      toOrganizationId: other.org.id,
    });

    const all = await coachHome(await contextOf(w.coach));
    expect(all.attention.map((m) => m._id).sort()).toEqual([w.athleteA.id, w.athleteB.id].sort());
    expect(all.observations).toEqual([
      expect.objectContaining({
        title,
        recipient: { kind: "user", _id: w.athleteA.id, name: expect.any(String) },
      }),
    ]);

    const teamB = await coachHome(await contextOf(w.coach, w.teamB.id));
    expect(teamB.attention.map((m) => m._id)).toEqual([w.athleteB.id]);
    expect(teamB.observations).toEqual([]);
  });
});

describe("admin home", () => {
  it("counts and lists only the admin's organisation", async () => {
    const w = await makeOrganization();
    const o = await makeOrganization();
    await setUsers({ id: { in: [w.athleteA.id, o.athleteA.id, o.admin.id] } }, { lastLoginAt: daysAgo(1) });
    const ownAgent = await makeAgent(w.org.id, { name: unique("Own agent") });
    await makeAgent(o.org.id, { name: unique("Their agent") });

    const home = await adminHome(await contextOf(w.admin));

    // makeOrganization: one admin, one coach, two athletes.
    expect(home.usage).toEqual({ members: 4, signedInRecently: 1, chats: 0, journals: 0 });
    expect(home.signIns.map((u) => u._id)).toEqual([w.athleteA.id]);
    expect(home.agents).toEqual({
      total: 1,
      active: 1,
      items: [{ _id: ownAgent.id, name: ownAgent.name, active: true }],
    });
  });
});

describe("the admin home's usage and the usage report below it", () => {
  it("count the same chats and journals over the same 30 days, deleted ones included", async () => {
    const w = await makeOrganization();
    const now = new Date("2026-06-15T10:00:00Z");
    const day = (d: number) => new Date(Date.UTC(2026, 5, 15 - d, 12));
    const scope = { organizationId: w.org.id, teamIds: [w.teamA.id] };
    // Today, the first of the 30 days, and one day before them.
    for (const at of [day(0), day(29), day(30)]) {
      await recordUsageEvent("chatCreated", { ...scope, at });
      await recordUsageEvent("journalCreated", { ...scope, at });
    }
    await recordUsageEvent("journalCreated", { ...scope, at: day(3) });
    // A journal written and then deleted: it was written, so both still count it.
    const gone = await makeJournal({
      userId: w.athleteA.id,
      organizationId: w.org.id,
      title: "J",
      createdAt: day(2),
    });
    await db.journalEntry.delete({ where: { id: gone.id } });

    const ctx = await contextOf(w.admin);
    const home = await adminHome(ctx, now);
    const report = await reportsOverview(
      ctx,
      reportsQuerySchema.parse({ startDate: day(29), endDate: now, dateType: "day", team: null }),
    );
    expect(home.usage).toMatchObject({ chats: 2, journals: 3 });
    expect(report.totals).toMatchObject({ totalChatsCreated: 2, totalJournalsCreated: 3 });

    const teamHome = await adminHome(await contextOf(w.admin, w.teamA.id), now);
    expect(teamHome.usage).toMatchObject({ chats: 2, journals: 3 });
  });
});
