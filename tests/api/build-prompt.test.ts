import { beforeAll, describe, expect, it } from "vitest";
import type { TriggerInputs } from "@/lib/contracts/triggers/schemas";
import { applicableInstructionSets } from "@/server/instructions/applicable-sets";
import { buildPrompt } from "@/server/instructions/build-prompt";
import { makeInstruction, makeInstructionSet } from "../support/ai-config";
import { makeAgent } from "../support/chats";
import { makeOrganization } from "../support/fixtures";
import type { World } from "../support/org-team";

let world: World;
let other: World;
let agent: { id: string };
let otherAgent: { id: string };
let foreignAgent: { id: string };
const sets: Record<string, { id: string; name: string; organizationId: string | null }> = {};
const instructions: Record<string, { id: string }> = {};

const inputs: Omit<TriggerInputs, "user"> = {
  nSession: 2,
  nSessionWithAgent: 1,
  nAssistantMessage: 0,
  nUserMessage: 0,
  chatIsClosing: false,
  chatMode: "coaching",
};

beforeAll(async () => {
  [world, other] = await Promise.all([makeOrganization(), makeOrganization()]);
  const orgId = world.org.id;
  [agent, otherAgent, foreignAgent] = await Promise.all([
    makeAgent(orgId, { coreInstruction: "Core of the agent.", assignToEverybody: false }),
    makeAgent(orgId, { assignToEverybody: false }),
    makeAgent(other.org.id, { assignToEverybody: false }),
  ]);
  const specs = {
    everybody: { assignToEverybody: true },
    organization: { toOrganizations: [orgId] },
    teamA: { toTeams: [world.teamA.id] },
    userB: { toUsers: [world.athleteB.id] },
    thisAgent: { assignToEverybody: true, toAgents: [agent.id, otherAgent.id] },
    otherAgentOnly: { assignToEverybody: true, toAgents: [otherAgent.id] },
    teamAOtherAgent: { toTeams: [world.teamA.id], toAgents: [otherAgent.id] },
    inactive: { assignToEverybody: true, active: false },
    unassigned: {},
  };
  for (const [label, options] of Object.entries(specs)) {
    sets[label] = await makeInstructionSet(orgId, { name: `${label} set`, ...options });
  }
  // The other organisation's set assigned to everybody must not leak into this one.
  sets.foreign = await makeInstructionSet(other.org.id, { name: "foreign set", assignToEverybody: true });

  instructions.greeting = await makeInstruction(sets.everybody, {
    name: "greeting",
    placement: "start",
    triggers: [{ type: "onGreetings" }],
  });
  instructions.teamA = await makeInstruction(sets.teamA, { name: "team A tone", key: "tone", keyPower: 5 });
  instructions.orgTone = await makeInstruction(sets.organization, {
    name: "org tone",
    key: "tone",
    keyPower: 1,
  });
  instructions.closing = await makeInstruction(sets.thisAgent, {
    name: "closing",
    placement: "end",
    role: "user",
    triggers: [{ type: "onChatClosing" }],
  });
  instructions.session3 = await makeInstruction(sets.userB, {
    name: "session three",
    triggers: [{ type: "onSessionNumberIn", value: "3, 4" }],
  });
  instructions.off = await makeInstruction(sets.everybody, { name: "switched off", active: false });
  await makeInstruction(sets.otherAgentOnly, { name: "other agent only" });
  await makeInstruction(sets.foreign, { name: "foreign" });
});

const setNames = (list: { name: string }[]) => list.map((s) => s.name).sort();
const userOf = (p: { id: string }, teams: { id: string }[]) => ({ _id: p.id, teams: teams.map((t) => t.id) });

describe("applicableInstructionSets", () => {
  it("gives a user of team A the sets for everybody, the organisation, team A and this agent", async () => {
    const found = await applicableInstructionSets({
      organizationId: world.org.id,
      user: userOf(world.athleteA, [world.teamA]),
      agentId: agent.id,
    });
    expect(setNames(found)).toEqual(
      ["everybody set", "organization set", "teamA set", "thisAgent set"].sort(),
    );
  });

  it("does not give a user of team B team A's set, but gives the set assigned to them", async () => {
    const found = await applicableInstructionSets({
      organizationId: world.org.id,
      user: userOf(world.athleteB, [world.teamB]),
      agentId: agent.id,
    });
    expect(setNames(found)).toEqual(
      ["everybody set", "organization set", "thisAgent set", "userB set"].sort(),
    );
  });

  it("for another agent, gives the sets of that agent instead", async () => {
    const found = await applicableInstructionSets({
      organizationId: world.org.id,
      user: userOf(world.athleteA, [world.teamA]),
      agentId: otherAgent.id,
    });
    expect(setNames(found)).toEqual(
      [
        "everybody set",
        "organization set",
        "teamA set",
        "thisAgent set",
        "otherAgentOnly set",
        "teamAOtherAgent set",
      ].sort(),
    );
  });

  it("a user in no team still gets the sets for everybody and the organisation", async () => {
    const found = await applicableInstructionSets({
      organizationId: world.org.id,
      user: { _id: world.admin.id, teams: [] },
      agentId: agent.id,
    });
    expect(setNames(found)).toEqual(["everybody set", "organization set", "thisAgent set"].sort());
  });

  it("loads only the active instructions of each set", async () => {
    const found = await applicableInstructionSets({
      organizationId: world.org.id,
      user: userOf(world.athleteA, [world.teamA]),
      agentId: agent.id,
    });
    const everybody = found.find((s) => s.id === sets.everybody.id);
    expect(everybody?.instructions.map((i) => i.name)).toEqual(["greeting"]);
  });
});

describe("buildPrompt", () => {
  const ctx = () => ({ organizationId: world.org.id });
  const contents = (r: Awaited<ReturnType<typeof buildPrompt>>) => r.messages.map((m) => m.content);

  it("assembles core, then the running instructions of the applicable sets, for a user of team A", async () => {
    const result = await buildPrompt(ctx(), { agentId: agent.id, userId: world.athleteA.id, inputs });
    expect(contents(result)).toEqual(["Core of the agent.", "Content of greeting", "Content of team A tone"]);
    expect(result.agent).toMatchObject({ id: agent.id, active: true });
    const orgTone = result.trace.find((e) => e.instructionId === instructions.orgTone.id);
    expect(orgTone).toMatchObject({ runs: true, included: false, droppedBy: instructions.teamA.id });
    const closing = result.trace.find((e) => e.instructionId === instructions.closing.id);
    expect(closing).toMatchObject({
      runs: false,
      reasons: ["onChatClosing does not hold: chat is not closing"],
    });
    expect(result.trace.some((e) => e.name === "other agent only" || e.name === "foreign")).toBe(false);
  });

  it("for a user of team B: no team A instruction; their own set fires on its session numbers", async () => {
    const result = await buildPrompt(ctx(), {
      agentId: agent.id,
      userId: world.athleteB.id,
      inputs: { ...inputs, nSession: 3, nAssistantMessage: 2, chatIsClosing: true },
    });
    expect(contents(result)).toEqual([
      "Core of the agent.",
      "Content of org tone",
      "Content of session three",
      "Content of closing",
    ]);
    expect(result.messages.at(-1)).toMatchObject({
      role: "user",
      source: { kind: "instruction", instructionId: instructions.closing.id, setId: sets.thisAgent.id },
    });
    expect(result.trace.some((e) => e.instructionId === instructions.teamA.id)).toBe(false);
    expect(result.trace.find((e) => e.instructionId === instructions.greeting.id)).toMatchObject({
      runs: false,
      reasons: ["onGreetings does not hold: assistant messages 2"],
    });
  });

  it("answers 'Agent not found' for another organisation's agent and 'User not found' for its users", async () => {
    await expect(
      buildPrompt(ctx(), { agentId: foreignAgent.id, userId: world.athleteA.id, inputs }),
    ).rejects.toMatchObject({ message: "Agent not found", status: 404 });
    await expect(
      buildPrompt(ctx(), { agentId: agent.id, userId: other.athleteA.id, inputs }),
    ).rejects.toMatchObject({ message: "User not found", status: 404 });
  });
});
