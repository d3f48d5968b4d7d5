import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agents } from "@/lib/contracts/agents/endpoints";
import { FILE_MESSAGES } from "@/lib/contracts/files/schemas";
import { agentFileContext } from "@/server/files/agent-file-context";
import { request } from "../support/api-client";
import { expectError } from "../support/expect";
import { download, keyOf, upload } from "../support/files";
import { makeOrganization, unique } from "../support/fixtures";
import { type World, type WorldTokens, worldTokens } from "../support/org-team";

let world: World;
let other: World;
let t: WorldTokens;
let filesDir: string;
const savedDir = process.env.FILES_DIR;

// biome-ignore lint/suspicious/noExplicitAny: File references as the wire answers them.
type Ref = Record<string, any>;

/** Filler that shares no word with the questions below, so each topic is a passage of its own (~800 chars). */
const FILLER = " Lorem ipsum dolor sit amet, consectetur adipiscing elit.".repeat(9);
const TAPER =
  "Tapering before a race: cut the weekly volume by forty percent over the last ten days and keep a few short race-pace efforts." +
  FILLER;
const SLEEP = `Sleep hygiene: a dark, cool room and a fixed bedtime help recovery after hard sessions.${FILLER}`;
const HANDBOOK = "Team handbook: training starts at seven sharp; bring water and spikes.";

async function uploaded(token: string, text: string, name: string) {
  const res = await upload(text, name, { token, purpose: "assistants" });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Ref;
}

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), "agent-files-"));
  process.env.FILES_DIR = filesDir;
  [world, other] = await Promise.all([makeOrganization(), makeOrganization()]);
  t = await worldTokens(world, other);
});

afterAll(async () => {
  if (savedDir === undefined) delete process.env.FILES_DIR;
  else process.env.FILES_DIR = savedDir;
  await rm(filesDir, { recursive: true, force: true });
});

describe("agent files", () => {
  let handbook: Ref;
  let reference: Ref;
  let agentId: string;

  beforeAll(async () => {
    handbook = await uploaded(t.admin, HANDBOOK, "handbook.md");
    reference = await uploaded(t.admin, `${SLEEP}\n\n${TAPER}`, "reference.txt");
  });

  it("creates an agent with files and filesAsRetrieval, answered as File references", async () => {
    const res = await request(agents.create, {
      token: t.admin,
      body: {
        name: unique("Files agent"),
        files: [handbook._id],
        filesAsRetrieval: [reference._id],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    agentId = res.body._id;
    expect(res.body.files).toEqual([
      {
        _id: handbook._id,
        name: "handbook.md",
        size: Buffer.byteLength(HANDBOOK),
        type: "text/markdown",
        url: handbook.url,
        openAiFileId: null,
        openAiPurpose: null,
        content: HANDBOOK,
      },
    ]);
    expect(res.body.filesAsRetrieval).toEqual([reference]);
    expect((await request(agents.get, { token: t.coach, params: { id: agentId } })).body.files).toEqual([
      handbook,
    ]);
    // Part of the agent's instructions: not shown to athletes.
    expect((await request(agents.get, { token: t.athlete, params: { id: agentId } })).body.files).toEqual([]);
  });

  it("lets coaches and admins of the organisation download its files, not athletes, nobody outside it", async () => {
    const got = await download(keyOf(reference.url), t.coach);
    expect(got.status).toBe(200);
    expect(new TextDecoder().decode(got.bytes)).toBe(`${SLEEP}\n\n${TAPER}`);
    for (const token of [t.athlete, t.athleteB, t.otherAdmin])
      expect((await download(keyOf(handbook.url), token)).status).toBe(404);
  });

  it("refuses a file of another organisation as 'File not found'", async () => {
    const foreign = await uploaded(t.otherAdmin, "Other organisation's secrets", "secret.txt");
    const res = await request(agents.create, {
      token: t.admin,
      body: { name: unique("Agent"), files: [foreign._id] },
    });
    expectError(res, 400, "VALIDATION_ERROR", [{ path: "files", message: FILE_MESSAGES.notFound }]);
    const update = await request(agents.update, {
      token: t.admin,
      params: { id: agentId },
      body: { filesAsRetrieval: [foreign._id] },
    });
    expectError(update, 400, "VALIDATION_ERROR", [
      { path: "filesAsRetrieval", message: FILE_MESSAGES.notFound },
    ]);
  });

  it("on update takes files already on the agent or uploaded by the caller, not someone else's", async () => {
    const athletes = await uploaded(t.athlete, "An athlete's notes", "notes.txt");
    const refused = await request(agents.update, {
      token: t.coach,
      params: { id: agentId },
      body: { files: [handbook._id, athletes._id] },
    });
    expectError(refused, 400, "VALIDATION_ERROR", [{ path: "files", message: FILE_MESSAGES.notFound }]);

    const coachFile = await uploaded(t.coach, "Coach's drills", "drills.txt");
    const res = await request(agents.update, {
      token: t.coach,
      params: { id: agentId },
      body: { files: [handbook._id, coachFile._id] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.files.map((f: Ref) => f._id)).toEqual([handbook._id, coachFile._id]);
    expect(res.body.filesAsRetrieval.map((f: Ref) => f._id)).toEqual([reference._id]);

    const cleared = await request(agents.update, {
      token: t.coach,
      params: { id: agentId },
      body: { files: [handbook._id] },
    });
    expect(cleared.body.files.map((f: Ref) => f._id)).toEqual([handbook._id]);
  });

  it("copies the files to a clone", async () => {
    const res = await request(agents.clone, { token: t.coach, params: { id: agentId }, body: {} });
    expect(res.status).toBe(201);
    expect(res.body.files.map((f: Ref) => f._id)).toEqual([handbook._id]);
    expect(res.body.filesAsRetrieval.map((f: Ref) => f._id)).toEqual([reference._id]);
  });

  it("agentFileContext sends the files in full and only the retrieval passage matching the message", async () => {
    const context = await agentFileContext(agentId, "How should I taper before my race?");
    expect(context).toContain(`File handbook.md:\n${HANDBOOK}`);
    expect(context).toContain(`From reference.txt:\n${TAPER}`);
    expect(context).not.toContain(SLEEP);

    const sleep = await agentFileContext(agentId, "I cannot sleep, what about my bedtime?");
    expect(sleep).toContain(SLEEP);
    expect(sleep).not.toContain(TAPER);
  });

  it("agentFileContext is null for an agent without files", async () => {
    const res = await request(agents.create, { token: t.admin, body: { name: unique("No files") } });
    expect(await agentFileContext(res.body._id, "anything about racing")).toBeNull();
  });
});
