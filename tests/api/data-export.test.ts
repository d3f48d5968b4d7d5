/**
 * GET /users/me/export (GDPR Art. 15 and 20): one zip archive with data.json and the person's files, nothing of
 * anyone else's, and the export on the audit trail.
 */
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportRoute } from "@/app/api/users/me/export/route";
import { db } from "@/server/db";
import { addMessages, makeAgent, makeAgentChat } from "../support/chats";
import { upload } from "../support/files";
import { idTokenOf, makeOrganization, unique } from "../support/fixtures";
import { makeGoal, makeJournal } from "../support/records";

let world: Awaited<ReturnType<typeof makeOrganization>>;
let token: string;
const mine = { journal: unique("My journal"), goal: unique("My goal"), said: unique("I ran 5 km") };
const theirs = { journal: unique("Their journal"), said: unique("Their words") };
let fileId: string;
const FILE_TEXT = "Split times: 1:02, 1:01, 0:59";

async function writeJournal(userId: string, title: string) {
  await makeJournal({
    userId,
    organizationId: world.org.id,
    title,
    text: "Felt good.",
    date: new Date("2026-11-20T10:00:00Z"),
  });
}

beforeAll(async () => {
  world = await makeOrganization();
  token = await idTokenOf(world.athleteA);
  await writeJournal(world.athleteA.id, mine.journal);
  await writeJournal(world.athleteB.id, theirs.journal);
  await makeGoal({
    userId: world.athleteA.id,
    organizationId: world.org.id,
    title: mine.goal,
    target: "Sub 20",
    progress: 10,
  });
  const agent = await makeAgent(world.org.id);
  const chat = await makeAgentChat(token, agent.id);
  await addMessages(chat._id, [
    { role: "user", content: mine.said, userId: world.athleteA.id },
    { role: "assistant", content: "Well done." },
  ]);
  const other = await makeAgentChat(await idTokenOf(world.athleteB), agent.id);
  await addMessages(other._id, [{ role: "user", content: theirs.said, userId: world.athleteB.id }]);
  const uploaded = await upload(FILE_TEXT, "splits.txt", { token });
  expect(uploaded.status).toBe(201);
  fileId = uploaded.body._id;
});

async function exported() {
  const res = await exportRoute(
    new Request("http://localhost/api/users/me/export", { headers: { authorization: `Bearer ${token}` } }),
    { params: Promise.resolve({}) },
  );
  return { res, files: res.status === 200 ? unzipSync(new Uint8Array(await res.arrayBuffer())) : {} };
}

describe("a person's own export", () => {
  it("is one zip: data.json with their account, journals, goals and chats, and their files as uploaded", async () => {
    const { res, files } = await exported();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const data = JSON.parse(new TextDecoder().decode(files["data.json"]));
    expect(data.account).toMatchObject({ _id: world.athleteA.id, email: world.athleteA.email });
    expect(data.journals.map((j: { title: string }) => j.title)).toEqual([mine.journal]);
    expect(data.goals.map((g: { title: string }) => g.title)).toEqual([mine.goal]);
    const said = data.chats.flatMap((c: { messages: { message: string }[] }) =>
      c.messages.map((m) => m.message),
    );
    expect(said).toEqual(expect.arrayContaining([mine.said, "Well done."]));
    const file = data.files.find((f: { _id: string }) => f._id === fileId);
    expect(new TextDecoder().decode(files[file.archivePath])).toBe(FILE_TEXT);
  });

  it("holds nothing of anyone else's, and no hidden information", async () => {
    const { files } = await exported();
    const text = new TextDecoder().decode(files["data.json"]);
    for (const foreign of [theirs.journal, theirs.said, world.athleteB.email, "secret", "hidden"])
      expect(text).not.toContain(foreign);
  });

  it("is on the audit trail", async () => {
    await exported();
    const subject = await db.auditSubject.findUniqueOrThrow({ where: { userId: world.athleteA.id } });
    expect(
      await db.auditEvent.count({ where: { action: "data-exported", actor: subject.pseudonym } }),
    ).toBeGreaterThan(0);
  });

  it("is refused without credentials", async () => {
    const res = await exportRoute(new Request("http://localhost/api/users/me/export"), {
      params: Promise.resolve({}),
    });
    expect(res.status).toBe(401);
  });
});
