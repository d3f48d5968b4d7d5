/**
 * POST /users/erase/{id} (GDPR Art. 17): after erasing a person with a full history, no table of the database
 * (the app's and the job queue's) and no stored file holds their id, e-mail or name; their sign-in account is
 * gone; what other people wrote stays; usage counts stay, anonymous.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@/lib/contracts/users/endpoints";
import { db } from "@/server/db";
import { adminAuth } from "@/server/identity/firebase-admin";
import { request } from "../support/api-client";
import { addMessages, makeAgent, makeAgentChat, makeUserChat } from "../support/chats";
import { upload } from "../support/files";
import { idTokenOf, makeOrganization, makePerson, type Person, unique } from "../support/fixtures";
import { makeAnnotation, makeCoachingNote, makeGoal, makeJournal, makeUsageRecord } from "../support/records";

const NAME = `Zephyrine Quillfeather ${unique("x")}`;
let world: Awaited<ReturnType<typeof makeOrganization>>;
let person: Person;
let filesDir: string;
const before: Record<string, string | undefined> = {};
let sharedChat: string;
const theirWords = unique("What the other athlete said");

/** Every base table of the app's schema and of the job queue's. */
async function tables(): Promise<{ s: string; t: string }[]> {
  return db.$queryRawUnsafe(
    `select table_schema s, table_name t from information_schema.tables
      where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE'`,
  );
}

/** The tables with a row whose text holds any of the traces. */
async function tablesHolding(traces: string[]): Promise<string[]> {
  const found: string[] = [];
  const patterns = traces.map((trace) => `%${trace}%`);
  for (const { s, t } of await tables()) {
    const [row] = await db.$queryRawUnsafe<{ n: number }[]>(
      `select count(*)::int n from "${s}"."${t}" x where x::text ilike any($1)`,
      patterns,
    );
    if ((row?.n ?? 0) > 0) found.push(`${s}.${t}`);
  }
  return found;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

beforeAll(async () => {
  before.FILES_DIR = process.env.FILES_DIR;
  filesDir = await mkdtemp(path.join(tmpdir(), "erasure-"));
  process.env.FILES_DIR = filesDir;
  world = await makeOrganization();
  person = await makePerson(world.org.id, "user", { name: NAME, teamIds: [world.teamA.id] });
  const token = await idTokenOf(person);
  const at = new Date("2026-11-20T10:00:00Z");
  await makeJournal({
    userId: person.id,
    organizationId: world.org.id,
    title: "My week",
    text: "Tired.",
    date: at,
  });
  await makeGoal({
    userId: person.id,
    organizationId: world.org.id,
    title: "Sub 20",
    target: "5 km",
    progress: 5,
  });
  const agent = await makeAgent(world.org.id);
  const own = await makeAgentChat(token, agent.id, { title: `${NAME}'s chat` });
  await addMessages(own._id, [
    { role: "user", content: `I am ${NAME}`, userId: person.id },
    { role: "assistant", content: `Hello ${NAME}` },
  ]);
  sharedChat = (await makeUserChat(token, world.athleteA.id))._id;
  await addMessages(sharedChat, [
    { role: "user", content: `${NAME} here`, userId: person.id },
    { role: "user", content: theirWords, userId: world.athleteA.id },
  ]);
  expect((await upload(`notes of ${NAME}`, `${NAME}.txt`, { token })).status).toBe(201);
  await makeAnnotation({
    userId: person.id,
    authorId: world.coach.id,
    organizationId: world.org.id,
    content: "Works hard",
  });
  await makeCoachingNote({
    type: "feedback",
    title: "Well done",
    content: "Keep going",
    toUserId: person.id,
  });
  await makeUsageRecord({
    userId: person.id,
    organizationId: world.org.id,
    model: "gpt-4o",
    inputTokens: 7,
    totalTokens: 7,
  });
  await request(users.update, {
    token: await idTokenOf(world.admin),
    params: { id: person.id },
    body: { phone: "555-0100" },
  });
});

afterAll(async () => {
  process.env.FILES_DIR = before.FILES_DIR;
  await rm(filesDir, { recursive: true, force: true });
});

describe("erasing a person", () => {
  it("finds their traces first (the test's own check works)", async () => {
    expect(await tablesHolding([person.id, person.email, NAME])).not.toEqual([]);
    expect((await filesUnder(filesDir)).length).toBe(1);
  });

  it("is for admins, and answers what went", async () => {
    const athlete = await request(users.erase, {
      token: await idTokenOf(world.athleteB),
      params: { id: person.id },
    });
    expect(athlete.status).toBe(403);
    const res = await request(users.erase, {
      token: await idTokenOf(world.admin),
      params: { id: person.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ erased: true, files: 1, chats: 1, messages: 2 });
  });

  it("leaves no table and no stored file holding their id, e-mail or name", async () => {
    expect(await tablesHolding([person.id, person.email, NAME])).toEqual([]);
    for (const file of await filesUnder(filesDir)) {
      const text = `${file}\n${await readFile(file, "utf8")}`;
      for (const trace of [person.id, person.email, NAME]) expect(text).not.toContain(trace);
    }
    await expect(adminAuth().getUser(person.firebaseId)).rejects.toMatchObject({
      code: "auth/user-not-found",
    });
  });

  it("keeps what other people wrote, and usage counts without the person", async () => {
    const left = await db.message.findMany({ where: { chatId: sharedChat } });
    expect(left.map((m) => m.content)).toEqual([theirWords]);
    const usage = await db.chatUsage.findMany({ where: { organizationId: world.org.id, model: "gpt-4o" } });
    expect(usage.map((u) => [u.userId, u.totalTokens])).toEqual([[null, 7]]);
  });
});
