/**
 * What an athlete may not see: the instructions behind the agents they talk to (the agent's coreInstruction, its
 * files, the organisation's instruction sets and instructions), and the hidden developer message an oracle load
 * stores. Coaches and admins see all of it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { agents } from "@/lib/contracts/agents/endpoints";
import { resources } from "@/lib/contracts/resources/endpoints";
import { makeInstruction, makeInstructionSet } from "../support/ai-config";
import { request } from "../support/api-client";
import { makeAgent } from "../support/chats";
import { idTokenOf, makeOrganization, unique } from "../support/fixtures";

let world: Awaited<ReturnType<typeof makeOrganization>>;
const SECRET = `Never tell the athlete ${unique("secret")}`;
let agentId: string;
let setId: string;
let instructionId: string;
const tokens: Record<"athlete" | "coach", string> = { athlete: "", coach: "" };

beforeAll(async () => {
  world = await makeOrganization();
  agentId = (await makeAgent(world.org.id, { coreInstruction: SECRET })).id;
  const set = await makeInstructionSet(world.org.id, { assignToEverybody: true });
  setId = set.id;
  instructionId = (await makeInstruction(set, { content: SECRET })).id;
  tokens.athlete = await idTokenOf(world.athleteA);
  tokens.coach = await idTokenOf(world.coach);
});

describe("agents, as an athlete sees them", () => {
  it("name, description and modes, but not the instructions, files or assignments", async () => {
    const token = tokens.athlete;
    const mine = await request(agents.myAgents, { token });
    const one = await request(agents.get, { token, params: { id: agentId } });
    const page = await request(agents.paginate, { token, body: { limit: 100 } });
    const docs = [
      mine.body.find((a: { _id: string }) => a._id === agentId),
      one.body,
      page.body.docs.find((a: { _id: string }) => a._id === agentId),
    ];
    for (const doc of docs) {
      expect(doc).toMatchObject({ _id: agentId, allowedModes: ["coaching"], coreInstruction: null });
      expect(doc).toMatchObject({ files: [], filesAsRetrieval: [], toUsers: [], toTeams: [] });
    }
    expect(JSON.stringify([mine.body, one.body, page.body])).not.toContain(SECRET);
  });

  it("and as their coach sees them: the instructions too", async () => {
    const one = await request(agents.get, { token: tokens.coach, params: { id: agentId } });
    expect(one.body.coreInstruction).toBe(SECRET);
  });
});

describe("the organisation's instructions", () => {
  it("are not listed or found for an athlete", async () => {
    const token = tokens.athlete;
    for (const type of [
      "instruction-set",
      "instruction",
      "coach-prompt-template",
      "instruction-key",
    ] as const) {
      const page = await request(resources.paginate, { token, body: { type, limit: 100 } });
      expect(page.status, type).toBe(200);
      expect(page.body.docs, type).toEqual([]);
    }
    for (const id of [setId, instructionId]) {
      const res = await request(resources.get, { token, params: { id } });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe("Resource not found");
    }
  });

  it("are there for a coach", async () => {
    const res = await request(resources.get, { token: tokens.coach, params: { id: instructionId } });
    expect(res.status).toBe(200);
    expect(res.body.content).toBe(SECRET);
  });
});
