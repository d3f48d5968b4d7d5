/**
 * Full-text search over chats: a word said in a message finds the chat in POST /chats/paginate (the sidebar and the
 * Chats list) and in GET /search (⌘K), within what the caller may read, ranked, with a snippet marking the word.
 */
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as searchRoute } from "@/app/api/search/route";
import { Prisma } from "@/generated/prisma/client";
import { chats as chatApi } from "@/lib/contracts/chats/endpoints";
import type { SearchResult } from "@/lib/contracts/search/schemas";
import { matchCountSql } from "@/server/chats/search/search-chats-sql";
import { RANK_ALL_UP_TO, SEARCHED_RECENT_CHATS } from "@/server/chats/search/search-reach";
import { db } from "@/server/db";
import { caller } from "../support/api-client";
import { call } from "../support/call";
import { addMessages, type ChatDoc, makeAgent, makeAgentChat } from "../support/chats";
import { makeOrganization, makePerson } from "../support/fixtures";
import { tokensOf, type World } from "../support/org-team";
import { makeMessages } from "../support/records";
import { setChat, setMessage, setUser } from "../support/state";

const paginate = caller(chatApi.paginate);
const ids = (docs: { _id: string }[]) => docs.map((d) => d._id);
/** One word no other test writes: letters and digits only, so it stays one word. */
const WORD = `wristbands${randomBytes(4).toString("hex")}`;
/** A controlled clock: each chat's activity is set from this instant, never from the time the test runs. */
const T0 = new Date("2026-03-02T10:00:00Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

let world: World;
let other: World;
let t: Record<"athlete" | "athleteB" | "coachA" | "coach" | "admin" | "viewer" | "otherAdmin", string>;
let chats: Record<"said" | "titled" | "hidden" | "ofB" | "elsewhere", ChatDoc>;

async function search(token: string, body: object) {
  const res = await paginate(token, { limit: 20, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { docs: ChatDoc[]; totalDocs: number };
}
const found = async (token: string, searchQuery: string, body: object = {}) =>
  ids((await search(token, { searchQuery, ...body })).docs);

/** `word` said `count` times in another organisation's chat: matches the reach counts, out of the caller's sight. */
const sayElsewhere = (word: string, count: number) =>
  makeMessages(
    Array.from({ length: count }, (_, i) => ({
      chatId: chats.elsewhere._id,
      role: "user" as const,
      content: `${word} number ${i}`,
    })),
  );

/**
 * A new athlete with one chat more than a search of a common word looks in, the oldest and the newest titled
 * `title`, the others not: `titled` holds their ids, newest first.
 */
async function personWithChatsTitled(title: string) {
  const busy = await makePerson(world.org.id, "user", { teamIds: [world.teamA.id] });
  const n = SEARCHED_RECENT_CHATS;
  await db.$executeRaw`
    with made as (
      insert into "Chat" (id, "createdAt", "updatedAt", type, title, "organizationId", "lastMessageAt", "createdById")
      select object_id(), ${T0}::timestamp, ${T0}::timestamp, 'agent-chat',
             case when i in (0, ${n}) then ${title} else 'Plain ' || i end, ${world.org.id},
             ${T0}::timestamp + make_interval(mins => i), ${busy.id}
        from generate_series(0, ${n}) i
      returning id)
    insert into "_ChatUsers" ("A", "B") select id, ${busy.id} from made`;
  const titled = await db.chat.findMany({
    where: { createdById: busy.id, title },
    orderBy: { lastMessageAt: "desc" },
  });
  const { busy: token } = await tokensOf({ busy });
  return { token, titled: titled.map((chat) => chat.id) };
}

beforeAll(async () => {
  [world, other] = await Promise.all([makeOrganization(), makeOrganization()]);
  const [coachA, viewer] = await Promise.all([
    makePerson(world.org.id, "coach", { teamIds: [world.teamA.id] }),
    makePerson(world.org.id, "admin"),
  ]);
  await setUser(viewer.id, { canViewChatHiddenInfo: true });
  t = await tokensOf({
    athlete: world.athleteA,
    athleteB: world.athleteB,
    coachA,
    coach: world.coach,
    admin: world.admin,
    viewer,
    otherAdmin: other.admin,
  });
  const [agent, otherAgent] = await Promise.all([makeAgent(world.org.id), makeAgent(other.org.id)]);
  chats = {
    said: await makeAgentChat(t.athlete, agent.id, { title: "Kit check" }),
    titled: await makeAgentChat(t.athlete, agent.id, { title: `Race day ${WORD}` }),
    hidden: await makeAgentChat(t.athlete, agent.id, { title: "Briefing" }),
    ofB: await makeAgentChat(t.athleteB, agent.id, { title: "Kit of B" }),
    elsewhere: await makeAgentChat(await tokensOf({ a: other.athleteA }).then((x) => x.a), otherAgent.id),
  };
  await addMessages(chats.said._id, [
    { role: "user", content: `I forgot my ${WORD} at home, and my spikes.`, userId: world.athleteA.id },
    { role: "assistant", content: "Pack them the night before next time." },
  ]);
  await addMessages(chats.titled._id, [
    { role: "assistant", content: `Wear the ${WORD} on the start line.` },
  ]);
  await addMessages(chats.hidden._id, [
    { role: "developer", content: `Coach note: ask about the ${WORD}.` },
    { role: "user", content: "Hello", userId: world.athleteA.id },
  ]);
  await addMessages(chats.ofB._id, [
    { role: "user", content: `My ${WORD} broke`, userId: world.athleteB.id },
  ]);
  await addMessages(chats.elsewhere._id, [
    { role: "user", content: `${WORD} here too`, userId: other.athleteA.id },
  ]);
  // The said chat is the most recent: only the rank can put the titled one above it.
  const activity = { said: 50, titled: 10, hidden: 40, ofB: 30, elsewhere: 20 } as const;
  for (const [name, minutes] of Object.entries(activity)) {
    await setChat(chats[name as keyof typeof chats]._id, { lastMessageAt: at(minutes) });
  }
});

describe("full-text chat search", () => {
  it("finds a word said only in a message, best match first, with the word marked in a snippet", async () => {
    const page = await search(t.athlete, { searchQuery: WORD });
    // A word in the title ranks above the same word in a message; the developer's note is not the athlete's.
    expect(ids(page.docs)).toEqual([chats.titled._id, chats.said._id]);
    expect(page.totalDocs).toBe(2);
    const said = page.docs[1];
    expect(said.snippet.source).toBe("message");
    expect(said.snippet.parts).toContainEqual({ text: WORD, mark: true });
    expect(said.snippet.parts.map((p: { text: string }) => p.text).join("")).toContain("forgot my");
    expect(said.snippet.parts.filter((p: { mark: boolean }) => p.mark)).toEqual([{ text: WORD, mark: true }]);
  });

  it("matches word prefixes, requires every word, and ignores case", async () => {
    expect(await found(t.athlete, WORD.slice(0, 12).toUpperCase())).toEqual([
      chats.titled._id,
      chats.said._id,
    ]);
    expect(await found(t.athlete, `forgot ${WORD}`)).toEqual([chats.said._id]);
    expect(await found(t.athlete, `forgot ${WORD} nowhere`)).toEqual([]);
  });

  it("keeps the list's filters, paging and a named order", async () => {
    const second = await search(t.athlete, { searchQuery: WORD, limit: 1, page: 2 });
    expect([ids(second.docs), second.totalDocs]).toEqual([[chats.said._id], 2]);
    expect(await found(t.athlete, WORD, { sortBy: "title", sortOrder: "asc" })).toEqual([
      chats.said._id,
      chats.titled._id,
    ]);
    await setChat(chats.said._id, { isArchived: true });
    expect(await found(t.athlete, WORD)).toEqual([chats.titled._id]);
    expect(await found(t.athlete, WORD, { filters: { isArchived: true } })).toEqual([chats.said._id]);
    await setChat(chats.said._id, { isArchived: false });
  });

  it("finds what a message says now, not what it said when first stored", async () => {
    const [message] = await db.message.findMany({ where: { chatId: chats.hidden._id, role: "user" } });
    const later = `marathon${randomBytes(3).toString("hex")}`;
    await setMessage(message.id, { content: `Hello, about the ${later}` });
    expect(await found(t.athlete, later)).toEqual([chats.hidden._id]);
  });

  it("finds a word the database reads as a number and a word alone, but as one word in a hyphenated one", async () => {
    // PostgreSQL's parser reads "3e2d0cd8" on its own as the number 3e2 and the word d0cd8, but inside "tag-3e2d0cd8"
    // as one word: typed alone, it must still find the hyphenated one, whole or by its start.
    const odd = `3e2d0cd8${randomBytes(3).toString("hex")}`;
    const [message] = await db.message.findMany({ where: { chatId: chats.ofB._id, role: "user" } });
    await setMessage(message.id, { content: `${message.content}, serial tag-${odd}` });
    for (const text of [odd, `tag-${odd}`, odd.slice(0, 6).toUpperCase(), `serial ${odd}`]) {
      expect([text, await found(t.athleteB, text)]).toEqual([text, [chats.ofB._id]]);
    }
  });

  it("finds a title with a number after a hyphen, typed as it is written", async () => {
    // "U-17" is to the parser the word u and the number -17: typed, "17" is a word of its own.
    const squad = `${WORD.slice(-8).replace(/[a-f]/g, "")}17`;
    await setChat(chats.said._id, { title: `Kit check U-${squad}` });
    expect(await found(t.athlete, `U-${squad}`)).toEqual([chats.said._id]);
    expect(await found(t.athlete, squad)).toEqual([chats.said._id]);
    await setChat(chats.said._id, { title: "Kit check" });
  });

  it("looks for a word said too often in the caller's most recent chats only, and says so when some were left out", async () => {
    const many = `sprint${randomBytes(4).toString("hex")}`;
    // More matches than can be ranked at once, anywhere (here another organisation's chat), narrow the search.
    await sayElsewhere(many, RANK_ALL_UP_TO + 1);
    // The athlete's few chats are all among their most recent: the search is complete, and says nothing.
    await addMessages(chats.said._id, [
      { role: "user", content: `New ${many} shoes`, userId: world.athleteA.id },
    ]);
    const few = await search(t.athlete, { searchQuery: many });
    expect(ids(few.docs)).toEqual([chats.said._id]);
    expect(few).not.toHaveProperty("searchedRecent");

    // Someone with one chat more than are searched: the oldest, which says the word too, is left out.
    const { token, titled } = await personWithChatsTitled(`Race ${many}`);
    const page = await search(token, { searchQuery: many });
    expect(ids(page.docs)).toEqual([titled[0]]);
    expect(page).toMatchObject({ totalDocs: 1, searchedRecent: SEARCHED_RECENT_CHATS });
  });

  it("counts the matching chats only when the matching messages alone are few enough to rank", async () => {
    const often = `relay${randomBytes(4).toString("hex")}`;
    await sayElsewhere(often, RANK_ALL_UP_TO + 1);
    // The messages alone pass the cap: the chats are not read for the decision.
    const plan = await db.$queryRaw<{ "QUERY PLAN": string }[]>(
      Prisma.sql`explain (analyze, costs off) ${matchCountSql(`'${often}':*`, RANK_ALL_UP_TO)}`,
    );
    expect(plan.map((row) => row["QUERY PLAN"]).join("\n")).toMatch(/Scan on "Chat" c \(never executed\)/);

    // Exactly as many messages as can be ranked, and two chats by their titles: together too many.
    const edge = `baton${randomBytes(4).toString("hex")}`;
    await sayElsewhere(edge, RANK_ALL_UP_TO);
    const { token, titled } = await personWithChatsTitled(`Race ${edge}`);
    const page = await search(token, { searchQuery: edge });
    expect(ids(page.docs)).toEqual([titled[0]]);
    expect(page).toMatchObject({ totalDocs: 1, searchedRecent: SEARCHED_RECENT_CHATS });
  });

  it("decides how far to look by the words as the database splits them, not as typed", async () => {
    // Alone, "3e2d0cd8…" is the number 3e2 and a word: as typed it matches nothing, split it matches too much.
    const odd = `3e2d0cd8${randomBytes(3).toString("hex")}`;
    await sayElsewhere(odd, RANK_ALL_UP_TO + 1);
    const { token, titled } = await personWithChatsTitled(`Race ${odd}`);
    const page = await search(token, { searchQuery: odd });
    expect(ids(page.docs)).toEqual([titled[0]]);
    expect(page).toMatchObject({ totalDocs: 1, searchedRecent: SEARCHED_RECENT_CHATS });
  });

  it("finds for a coach only the chats of their team members, and hidden text only for those who may read it", async () => {
    const of = (user: string) => ({ filters: { user } });
    expect(await found(t.coachA, WORD, of(world.athleteA.id))).toEqual([chats.titled._id, chats.said._id]);
    expect(await found(t.coachA, WORD, of(world.athleteB.id))).toEqual([]);
    expect(await found(t.coach, WORD, of(world.athleteB.id))).toEqual([chats.ofB._id]);
    expect(await found(t.athleteB, WORD)).toEqual([chats.ofB._id]);
    expect(await found(t.athleteB, WORD, of(world.athleteA.id))).toEqual([]);
    // The developer's note is found by an admin allowed to see a chat's hidden info, not by one who is not.
    expect(await found(t.admin, WORD, of(world.athleteA.id))).toEqual([chats.titled._id, chats.said._id]);
    expect(await found(t.viewer, WORD, of(world.athleteA.id))).toEqual([
      chats.titled._id,
      chats.said._id,
      chats.hidden._id,
    ]);
  });

  it("never finds another organisation's chats", async () => {
    expect(await found(t.otherAdmin, WORD, { filters: { user: other.athleteA.id } })).toEqual([
      chats.elsewhere._id,
    ]);
    const res = await paginate(t.otherAdmin, { searchQuery: WORD, filters: { user: world.athleteA.id } });
    expect(ids((res.body as { docs?: ChatDoc[] }).docs ?? [])).toEqual([]);
  });

  it("takes query syntax and LIKE wildcards as text, never as an error", async () => {
    for (const text of ["&", "|", "!", ":*", "'", '"', "\\", "%", "_", "(", "<->", "a & !b", "'a':* | b"]) {
      const res = await paginate(t.athlete, { searchQuery: text });
      expect([text, res.status]).toEqual([text, 200]);
    }
    for (const text of [`${WORD}!`, `"${WORD}"`, `${WORD}:*`, `'${WORD}'`, `!${WORD} & %`, `\\${WORD}\\`]) {
      expect([text, await found(t.athlete, text)]).toEqual([text, [chats.titled._id, chats.said._id]]);
    }
    expect(await found(t.athlete, "%")).toEqual([]);
  });

  it("finds a word said in a message from ⌘K, with the snippet", async () => {
    const res = await call<SearchResult>(searchRoute, {
      token: t.athlete,
      path: `/api/search?q=${encodeURIComponent(`forgot ${WORD}`)}`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const hits = res.body.groups.find((group) => group.kind === "chats")?.hits ?? [];
    expect(hits.map((hit) => hit.id)).toEqual([chats.said._id]);
    expect(hits[0].snippet).toContainEqual({ text: WORD, mark: true });
    expect(hits[0].snippet).toContainEqual({ text: "forgot", mark: true });
  });
});
