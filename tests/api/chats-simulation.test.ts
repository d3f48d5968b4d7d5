/**
 * POST /chats/simulation: a coach or admin runs an agent against a simulated athlete. Nothing but usage reports
 * is stored, and the agent's prompt follows the trigger inputs of the simulated session.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { chats } from "@/lib/contracts/chats/endpoints";
import { db } from "@/server/db";
import { makeInstruction, makeInstructionSet } from "../support/ai-config";
import { caller } from "../support/api-client";
import { makeAgent } from "../support/chats";
import { expectError, expectNotFound } from "../support/expect";
import { makeOrganization, unique } from "../support/fixtures";
import { tokensOf, type World } from "../support/org-team";

process.env.OFFLINE_TOKEN_DELAY_MS = "0";

let world: World;
let other: World;
let agentId: string;
let t: Record<"admin" | "coach" | "athlete", string>;

const simulate = caller(chats.simulation);

beforeAll(async () => {
  [world, other] = await Promise.all([makeOrganization(), makeOrganization()]);
  agentId = (
    await makeAgent(world.org.id, {
      allowedModes: ["coaching", "generalist"],
      coreInstruction: "You are a sprint coach.",
    })
  ).id;
  t = await tokensOf({ admin: world.admin, coach: world.coach, athlete: world.athleteA });
});

describe("POST /chats/simulation", () => {
  it("is forbidden to athletes", async () => {
    expectError(await simulate(t.athlete, { agentId, turns: 1 }), 403, "FORBIDDEN");
  });

  it("runs a greeting and N turns, storing no chat or message but a usage report per completion", async () => {
    const chatsBefore = await db.chat.count();
    const messagesBefore = await db.message.count();
    const res = await simulate(t.coach, {
      agentId,
      turns: 3,
      persona: "A sprinter who sleeps badly before races.",
      userId: world.athleteA.id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.agent).toEqual({ _id: agentId, name: expect.any(String) });
    expect(res.body.user._id).toBe(world.athleteA.id);
    expect(res.body.mode).toBe("coaching");
    expect(res.body.greeting.assistant).not.toBe("");
    expect(res.body.greeting.triggerInputs).toMatchObject({ nAssistantMessage: 0, nUserMessage: 0 });
    expect(res.body.turns.map((turn: { number: number }) => turn.number)).toEqual([1, 2, 3]);
    for (const turn of res.body.turns) {
      expect(turn.athlete).not.toBe("");
      expect(turn.assistant).not.toBe("");
      expect(turn.triggerInputs).toMatchObject({
        nSession: 1,
        nSessionWithAgent: 1,
        nAssistantMessage: turn.number,
        nUserMessage: turn.number,
        chatIsClosing: false,
        chatMode: "coaching",
      });
      expect(turn.usage.totalTokens).toBe(turn.usage.inputTokens + turn.usage.outputTokens);
    }
    // The agent heard the athlete: the offline model quotes the last user line.
    expect(res.body.turns[0].assistant).toContain(res.body.turns[0].athlete.slice(0, 20));

    expect(await db.chat.count()).toBe(chatsBefore);
    expect(await db.message.count()).toBe(messagesBefore);
    const usage = await db.chatUsage.findMany({ where: { agentId, userId: world.coach.id } });
    expect(usage).toHaveLength(1 + 3 * 2);
    expect(usage.every((u) => u.chatId === null && u.organizationId === world.org.id)).toBe(true);
    const total = usage.reduce((sum, u) => sum + u.totalTokens, 0);
    expect(res.body.usage.totalTokens).toBe(total);
  });

  it("includes an onSessionNumber instruction for its session only, and closes on the last turn", async () => {
    const set = await makeInstructionSet(world.org.id, { assignToEverybody: true, toAgents: [agentId] });
    const name = unique("First session only");
    await makeInstruction(set, { name, triggers: [{ type: "onSessionNumber", value: 1 }] });

    const first = await simulate(t.admin, { agentId, turns: 2, sessionNumber: 1, closeAtEnd: true });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.greeting.instructions).toContain(name);
    for (const turn of first.body.turns) expect(turn.instructions).toContain(name);
    expect(
      first.body.turns.map(
        (turn: { triggerInputs: { chatIsClosing: boolean } }) => turn.triggerInputs.chatIsClosing,
      ),
    ).toEqual([false, true]);

    const second = await simulate(t.admin, { agentId, turns: 1, sessionNumber: 2 });
    expect(second.status).toBe(200);
    expect(second.body.greeting.instructions).not.toContain(name);
    expect(second.body.turns[0].instructions).not.toContain(name);
    expect(second.body.turns[0].triggerInputs).toMatchObject({ nSession: 2, nSessionWithAgent: 2 });
  });

  it("does not find another organisation's agent", async () => {
    const foreign = await makeAgent(other.org.id);
    const res = await simulate(t.coach, { agentId: foreign.id, turns: 1 });
    expectNotFound(res);
    expect(res.body.error.message).toBe("Agent not found");
  });

  it("does not find a user outside the caller's scope", async () => {
    const res = await simulate(t.admin, { agentId, turns: 1, userId: other.athleteA.id });
    expectNotFound(res);
    expect(res.body.error.message).toBe("User not found");
  });

  it("refuses a mode the agent does not allow", async () => {
    const res = await simulate(t.coach, { agentId, turns: 1, mode: "oracle" });
    expectError(res, 400, "VALIDATION_ERROR", [
      { path: "mode", message: "Must be one of the agent's allowed modes" },
    ]);
  });
});
