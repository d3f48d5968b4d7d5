import { beforeAll, describe, expect, it } from "vitest";
import { resources } from "@/lib/contracts/resources/endpoints";
import { db } from "@/server/db";
import { type BodyOf, caller, offContract, request } from "../support/api-client";
import { expectError, expectNotFound, MISSING_ID, OBJECT_ID } from "../support/expect";
import { unique } from "../support/fixtures";
import { makeWorlds, type Worlds } from "../support/org-team";

let { world, other, masterWorld, t } = {} as Worlds;

const post = caller(resources.create);
const get = caller(resources.get);
const put = caller(resources.update);
const paginate = caller(resources.paginate);
const ids = (docs: { _id: string }[]) => docs.map((d) => d._id).sort();

const newSet = (overrides: object = {}) => ({
  schemaType: "instruction-set" as const,
  name: unique("Set"),
  ...overrides,
});
const newInstruction = (overrides: object = {}) => ({
  schemaType: "instruction" as const,
  name: unique("Instruction"),
  content: "Be kind and concise.",
  ...overrides,
});

async function created(
  token: string,
  body: BodyOf<typeof resources.create>,
): Promise<Record<string, unknown> & { _id: string }> {
  const res = await post(token, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

beforeAll(async () => {
  ({ world, other, masterWorld, t } = await makeWorlds());
});

describe("POST /resources", () => {
  it("creates an instruction set in the §3 document shape, with defaults and assignments", async () => {
    const name = unique("Onboarding");
    const res = await post(t.admin, {
      schemaType: "instruction-set",
      name,
      description: "First sessions",
      triggers: [{ type: "onSessionNumberIn", value: "1, 2, 2" }],
      toTeams: [world.teamA.id],
      toUsers: [world.athleteB.id],
      toOrganizations: [world.org.id],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      schemaType: "instruction-set",
      name,
      description: "First sessions",
      triggers: [{ type: "onSessionNumberIn", action: "add", withAgent: false, value: [1, 2] }],
      active: true,
      assignToEverybody: false,
      organization: world.org.id,
      toOrganizations: [world.org.id],
      toUsers: [world.athleteB.id],
      toTeams: [world.teamA.id],
      toAgents: [],
      instructions: [],
      instructionsCount: 0,
      __v: 0,
    });
    expect(res.body._id).toMatch(OBJECT_ID);
    expect(Date.parse(res.body.createdAt)).not.toBeNaN();
  });

  it("creates an instruction with the §3 defaults and its set as {_id, name}", async () => {
    const set = await created(t.admin, newSet());
    const res = await post(t.coach, newInstruction({ instructionSet: set._id, key: "tone" }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      schemaType: "instruction",
      content: "Be kind and concise.",
      key: "tone",
      keyPower: 0,
      role: "system",
      placement: "middle",
      order: 0,
      triggers: [],
      active: true,
      organization: world.org.id,
      instructionSet: { _id: set._id, name: set.name },
      __v: 0,
    });
  });

  it("creates coach-prompt templates, instruction keys and chat usage", async () => {
    const template = await created(t.coach, {
      schemaType: "coach-prompt-template",
      title: "Weekly check-in",
      content: "How was your week?",
    });
    expect(template).toMatchObject({
      schemaType: "coach-prompt-template",
      title: "Weekly check-in",
      content: "How was your week?",
      organization: world.org.id,
    });
    const key = await created(t.admin, { schemaType: "instruction-key", key: unique("tone"), name: "Tone" });
    expect(key).toMatchObject({ schemaType: "instruction-key", name: "Tone", organization: world.org.id });
    const usage = await created(t.athlete, {
      schemaType: "chat-usage",
      inputTokens: 10,
      outputTokens: 5,
      model: "gpt-4.1-mini",
      userId: world.admin.id,
    });
    expect(usage).toMatchObject({
      schemaType: "chat-usage",
      inputTokens: 10,
      outputTokens: 5,
      totalTokens: 15,
      model: "gpt-4.1-mini",
      userId: world.athleteA.id,
      chatId: null,
      agentId: null,
      organization: world.org.id,
    });
  });

  it("POST /resources/coach-prompt-templates creates a template without schemaType", async () => {
    const res = await request(resources.createCoachPromptTemplate, {
      token: t.admin,
      body: { title: "Goal review", content: "Review the goals", description: "monthly" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      schemaType: "coach-prompt-template",
      title: "Goal review",
      description: "monthly",
    });
    expectError(
      await request(resources.createCoachPromptTemplate, {
        token: t.admin,
        body: offContract({ title: "x" }),
      }),
      400,
      "VALIDATION_ERROR",
      [{ path: "content", message: "Field is required" }],
    );
    expectError(
      await request(resources.createCoachPromptTemplate, {
        token: t.athlete,
        body: { title: "x", content: "y" },
      }),
      403,
      "FORBIDDEN",
    );
  });

  it("answers the §5 messages for instruction content", async () => {
    const long = await post(t.admin, newInstruction({ content: "x".repeat(2001) }));
    expectError(long, 400, "VALIDATION_ERROR", [
      { path: "content", message: "Content must be less than 2000 characters" },
    ]);
    expect((await post(t.admin, newInstruction({ content: "x".repeat(2000) }))).status).toBe(201);
    expectError(await post(t.admin, newInstruction({ content: "" })), 400, "VALIDATION_ERROR", [
      { path: "content", message: "Field is required" },
    ]);
    expectError(await post(t.admin, newInstruction({ content: "   " })), 400, "VALIDATION_ERROR", [
      { path: "content", message: "Field is required" },
    ]);
    expectError(await post(t.admin, newInstruction({ name: "" })), 400, "VALIDATION_ERROR", [
      { path: "name", message: "Field is required" },
    ]);
  });

  it("refuses a bad placement, role, trigger or type", async () => {
    expectError(await post(t.admin, newInstruction({ placement: "top" })), 400, "VALIDATION_ERROR", [
      { path: "placement", message: "Placement must be start, middle or end" },
    ]);
    expectError(await post(t.admin, newInstruction({ role: "assistant" })), 400, "VALIDATION_ERROR", [
      { path: "role", message: "Role must be system or user" },
    ]);
    const badTrigger = await post(
      t.admin,
      newInstruction({ triggers: [{ type: "onSessionNumberIn", value: "" }] }),
    );
    expectError(badTrigger, 400, "VALIDATION_ERROR", [
      { path: "triggers.0.value", message: "At least one number is required" },
    ]);
    const badType = await post(t.admin, offContract({ schemaType: "recipe", name: "x" }));
    expectError(badType, 400, "VALIDATION_ERROR");
    expect(badType.body.error.fields[0].path).toBe("schemaType");
  });

  it("refuses an instruction set of another organisation, and foreign assignment ids", async () => {
    const foreignSet = await created(t.otherAdmin, newSet());
    expectError(
      await post(t.admin, newInstruction({ instructionSet: foreignSet._id })),
      400,
      "VALIDATION_ERROR",
      [{ path: "instructionSet", message: "Instruction set not found" }],
    );
    expectError(await post(t.admin, newSet({ toUsers: [other.athleteA.id] })), 400, "VALIDATION_ERROR", [
      { path: "toUsers", message: "User not found" },
    ]);
    expectError(await post(t.admin, newSet({ toTeams: [other.teamA.id] })), 400, "VALIDATION_ERROR", [
      { path: "toTeams", message: "Team not found" },
    ]);
    expectError(await post(t.admin, newSet({ toOrganizations: [other.org.id] })), 400, "VALIDATION_ERROR", [
      { path: "toOrganizations", message: "Organization not found" },
    ]);
    expectError(await post(t.admin, newSet({ toAgents: [MISSING_ID] })), 400, "VALIDATION_ERROR", [
      { path: "toAgents", message: "Agent not found" },
    ]);
  });

  it("lets a master admin assign across organisations", async () => {
    const res = await post(t.master, newSet({ toOrganizations: [world.org.id, other.org.id] }));
    expect(res.status).toBe(201);
    expect([...res.body.toOrganizations].sort()).toEqual([world.org.id, other.org.id].sort());
    expect(res.body.organization).toBe(masterWorld.org.id);
  });

  it("lets athletes create only their own chat usage", async () => {
    const bodies: BodyOf<typeof resources.create>[] = [
      newSet(),
      newInstruction(),
      { schemaType: "coach-prompt-template", title: "t", content: "c" },
      { schemaType: "instruction-key", key: unique("k") },
    ];
    for (const body of bodies) {
      expectError(await post(t.athlete, body), 403, "FORBIDDEN");
    }
  });
});

describe("GET /resources/{id}", () => {
  it("lists a set's instructions by placement, then order", async () => {
    const set = await created(t.admin, newSet());
    const make = (name: string, placement: string, order: number) =>
      created(t.admin, newInstruction({ name, placement, order, instructionSet: set._id }));
    await make("end-1", "end", 1);
    await make("start-2", "start", 2);
    await make("middle-0", "middle", 0);
    await make("start-1", "start", 1);
    const res = await get(t.coach, set._id);
    expect(res.status).toBe(200);
    expect(res.body.instructions.map((i: { name: string }) => i.name)).toEqual([
      "start-1",
      "start-2",
      "middle-0",
      "end-1",
    ]);
    expect(res.body.instructions[0]).toMatchObject({ schemaType: "instruction", instructionSet: set._id });
    expect(res.body.instructionsCount).toBe(4);
  });

  it("answers 'Resource not found' for unknown ids", async () => {
    const res = await get(t.admin, MISSING_ID);
    expectNotFound(res);
    expect(res.body.error.message).toBe("Resource not found");
  });

  it("shows chat usage to its user and to admins only", async () => {
    const usage = await created(t.athleteB, { schemaType: "chat-usage", model: "gpt-4o", inputTokens: 1 });
    expect((await get(t.athleteB, usage._id)).status).toBe(200);
    expect((await get(t.admin, usage._id)).status).toBe(200);
    expectNotFound(await get(t.athlete, usage._id));
    expectNotFound(await get(t.coach, usage._id));
  });
});

describe("PUT /resources/{id}", () => {
  it("updates each type partially without resetting other fields, counting the version up", async () => {
    const set = await created(t.admin, newSet({ triggers: [{ type: "onGreetings" }] }));
    const instruction = await created(
      t.admin,
      newInstruction({ instructionSet: set._id, placement: "end", order: 3, role: "user", keyPower: 2 }),
    );
    const res = await put(t.coach, instruction._id, { content: "Updated" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      schemaType: "instruction",
      content: "Updated",
      placement: "end",
      order: 3,
      role: "user",
      keyPower: 2,
      __v: 1,
      instructionSet: { _id: set._id },
    });
    const setRes = await put(t.admin, set._id, {
      schemaType: "instruction-set",
      name: "Renamed",
      toTeams: [world.teamB.id],
      assignToEverybody: true,
    });
    expect(setRes.status).toBe(200);
    expect(setRes.body).toMatchObject({
      name: "Renamed",
      toTeams: [world.teamB.id],
      assignToEverybody: true,
      triggers: [{ type: "onGreetings", action: "add" }],
      __v: 1,
    });
    const template = await created(t.admin, {
      schemaType: "coach-prompt-template",
      title: "T",
      content: "C",
    });
    const tRes = await put(t.admin, template._id, { description: "D" });
    expect(tRes.body).toMatchObject({ title: "T", content: "C", description: "D", __v: 1 });
  });

  it("validates with the stored type's rules", async () => {
    const instruction = await created(t.admin, newInstruction());
    expectError(await put(t.admin, instruction._id, { content: "x".repeat(2001) }), 400, "VALIDATION_ERROR", [
      { path: "content", message: "Content must be less than 2000 characters" },
    ]);
    expectError(await put(t.admin, instruction._id, { placement: "bottom" }), 400, "VALIDATION_ERROR", [
      { path: "placement", message: "Placement must be start, middle or end" },
    ]);
    expectError(
      await put(t.admin, instruction._id, { triggers: [{ type: "onSessionNumberIn", value: " , " }] }),
      400,
      "VALIDATION_ERROR",
      [{ path: "triggers.0.value", message: "At least one number is required" }],
    );
    expectError(await put(t.admin, instruction._id, { title: "not a field" }), 400, "VALIDATION_ERROR");
    const foreignSet = await created(t.otherAdmin, newSet());
    expectError(
      await put(t.admin, instruction._id, { instructionSet: foreignSet._id }),
      400,
      "VALIDATION_ERROR",
      [{ path: "instructionSet", message: "Instruction set not found" }],
    );
  });

  it("answers '<Type> not found' when the body names another type", async () => {
    const instruction = await created(t.admin, newInstruction());
    const res = await put(t.admin, instruction._id, { schemaType: "instruction-set", name: "x" });
    expectNotFound(res);
    expect(res.body.error.message).toBe("Instruction set not found");
  });

  it("refuses athletes, to whom the instructions do not exist, and non-admins on chat usage", async () => {
    const instruction = await created(t.admin, newInstruction());
    expectError(await put(t.athlete, instruction._id, { name: "x" }), 404, "BAD_REQUEST");
    const usage = await created(t.athlete, { schemaType: "chat-usage", model: "gpt-4o" });
    expectError(await put(t.athlete, usage._id, { model: "gpt-4o-mini" }), 403, "FORBIDDEN");
    const fixed = await put(t.admin, usage._id, { inputTokens: 7, totalTokens: 7 });
    expect(fixed.body).toMatchObject({ inputTokens: 7, totalTokens: 7, userId: world.athleteA.id });
  });
});

describe("DELETE /resources/{id}", () => {
  it("deletes and answers the document; a set takes its instructions along", async () => {
    const set = await created(t.admin, newSet());
    const instruction = await created(t.admin, newInstruction({ instructionSet: set._id }));
    const res = await request(resources.remove, { token: t.coach, params: { id: set._id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: set._id, schemaType: "instruction-set" });
    expect(res.body.instructions.map((i: { _id: string }) => i._id)).toEqual([instruction._id]);
    expect(await db.instruction.count({ where: { id: instruction._id } })).toBe(0);
    expectNotFound(await get(t.admin, set._id));
    const key = await created(t.admin, { schemaType: "instruction-key", key: unique("k") });
    expect((await request(resources.remove, { token: t.admin, params: { id: key._id } })).body).toMatchObject(
      { schemaType: "instruction-key" },
    );
  });

  it("refuses athletes, to whom the templates do not exist", async () => {
    const template = await created(t.admin, {
      schemaType: "coach-prompt-template",
      title: "T",
      content: "C",
    });
    expectError(
      await request(resources.remove, { token: t.athlete, params: { id: template._id } }),
      404,
      "BAD_REQUEST",
    );
    expect((await get(t.admin, template._id)).status).toBe(200);
  });
});

describe("POST /resources/clone/{id}", () => {
  it("copies a set with its instructions and renames it", async () => {
    const set = await created(
      t.admin,
      newSet({ description: "D", toTeams: [world.teamA.id], triggers: [{ type: "onChatClosing" }] }),
    );
    const a = await created(t.admin, newInstruction({ instructionSet: set._id, placement: "start" }));
    const b = await created(t.admin, newInstruction({ instructionSet: set._id, placement: "end", order: 2 }));
    const res = await request(resources.clone, { token: t.coach, params: { id: set._id } });
    expect(res.status).toBe(201);
    expect(res.body._id).not.toBe(set._id);
    expect(res.body).toMatchObject({
      schemaType: "instruction-set",
      name: `${set.name} (copy)`,
      description: "D",
      toTeams: [world.teamA.id],
      triggers: [{ type: "onChatClosing", action: "add" }],
      organization: world.org.id,
      instructionsCount: 2,
      __v: 0,
    });
    const copies = res.body.instructions as { _id: string; name: string; instructionSet: string }[];
    expect(copies.map((i) => i.name)).toEqual([a.name, b.name]);
    expect(copies.every((i) => i.instructionSet === res.body._id)).toBe(true);
    expect(copies.map((i) => i._id)).not.toContain(a._id);
    expect((await get(t.admin, set._id)).body.instructionsCount).toBe(2);
  });

  it("copies an instruction into the same set and a template with ' (copy)'", async () => {
    const set = await created(t.admin, newSet());
    const instruction = await created(
      t.admin,
      newInstruction({ instructionSet: set._id, triggers: [{ type: "everyNSessions", value: 3 }] }),
    );
    const res = await request(resources.clone, { token: t.admin, params: { id: instruction._id } });
    expect(res.body).toMatchObject({
      name: `${instruction.name} (copy)`,
      content: instruction.content,
      triggers: instruction.triggers,
      instructionSet: { _id: set._id },
    });
    const template = await created(t.admin, {
      schemaType: "coach-prompt-template",
      title: "T",
      content: "C",
    });
    expect(
      (await request(resources.clone, { token: t.admin, params: { id: template._id } })).body,
    ).toMatchObject({ title: "T (copy)", content: "C" });
  });

  it("refuses athletes and types that are not cloned", async () => {
    const template = await created(t.admin, {
      schemaType: "coach-prompt-template",
      title: "T",
      content: "C",
    });
    expectError(
      await request(resources.clone, { token: t.athlete, params: { id: template._id } }),
      404,
      "BAD_REQUEST",
    );
    const key = await created(t.admin, { schemaType: "instruction-key", key: unique("k") });
    const res = await request(resources.clone, { token: t.admin, params: { id: key._id } });
    expectError(res, 400, "BAD_REQUEST");
    expect(res.body.error.message).toBe("Instruction key cannot be cloned");
  });
});

describe("POST /resources/paginate, /find, /list", () => {
  let setId: string;
  let names: Record<string, string>;

  beforeAll(async () => {
    const set = await created(t.admin, newSet({ name: unique("Paged") }));
    setId = set._id;
    names = { a: unique("pa"), b: unique("pb"), c: unique("pc") };
    await created(t.admin, newInstruction({ name: names.a, instructionSet: setId, placement: "start" }));
    await created(t.admin, newInstruction({ name: names.b, instructionSet: setId, placement: "end" }));
    await created(
      t.admin,
      newInstruction({ name: names.c, instructionSet: setId, placement: "end", active: false }),
    );
  });

  it("pages one type, filtered", async () => {
    const res = await paginate(t.coach, {
      type: "instruction",
      filters: { instructionSet: setId },
      limit: 2,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalDocs: 3, limit: 2, page: 1, totalPages: 2, hasNextPage: true });
    expect(res.body.docs.every((d: { schemaType: string }) => d.schemaType === "instruction")).toBe(true);
    const ends = await paginate(t.admin, {
      filters: { type: "instruction", instructionSet: setId, placement: "end", active: true },
    });
    expect(ends.body.docs.map((d: { name: string }) => d.name)).toEqual([names.b]);
    const sets = await paginate(t.admin, { type: "instruction-set", searchQuery: "Paged" });
    expect(sets.body.docs.map((d: { _id: string }) => d._id)).toContain(setId);
  });

  it("requires a known type and known filters", async () => {
    expectError(await paginate(t.admin, {}), 400, "VALIDATION_ERROR", [
      { path: "type", message: "Type is required" },
    ]);
    expectError(await paginate(t.admin, { filters: { type: "nope" } }), 400, "VALIDATION_ERROR");
    expectError(
      await paginate(t.admin, { type: "instruction", filters: { placement: "top" } }),
      400,
      "VALIDATION_ERROR",
      [{ path: "filters.placement", message: "Invalid filter value" }],
    );
    expectError(
      await paginate(t.admin, { type: "instruction", filters: { organization: other.org.id } }),
      400,
      "VALIDATION_ERROR",
      [{ path: "filters.organization", message: "Unknown filter field" }],
    );
  });

  it("finds the first match or null, and lists every match", async () => {
    const found = await request(resources.find, {
      token: t.coach,
      body: { type: "instruction", filters: { name: names.b } },
    });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ name: names.b, schemaType: "instruction" });
    const none = await request(resources.find, {
      token: t.coach,
      body: { type: "instruction", filters: { name: "no such name" } },
    });
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
    const all = await request(resources.list, {
      token: t.coach,
      body: { type: "instruction", filters: { instructionSet: setId } },
    });
    expect(all.body.map((d: { name: string }) => d.name).sort()).toEqual([names.a, names.b, names.c].sort());
    const sorted = await request(resources.list, {
      token: t.coach,
      body: {
        type: "instruction",
        filters: { instructionSet: setId },
        sortBy: "name",
        sortOrder: "desc",
      },
    });
    expect(sorted.body.map((d: { name: string }) => d.name)).toEqual([names.c, names.b, names.a]);
    expectError(
      await request(resources.list, { token: t.coach, body: { filters: {} } }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("shows chat usage lists to admins whole and to others only their own", async () => {
    await created(t.athleteB, { schemaType: "chat-usage", model: "usage-list-test" });
    await created(t.coach, { schemaType: "chat-usage", model: "usage-list-test" });
    const mine = await request(resources.list, {
      token: t.athleteB,
      body: { type: "chat-usage", filters: { model: "usage-list-test" } },
    });
    expect(mine.body.map((d: { userId: string }) => d.userId)).toEqual([world.athleteB.id]);
    const all = await request(resources.list, {
      token: t.admin,
      body: { type: "chat-usage", filters: { model: "usage-list-test" } },
    });
    expect(all.body.map((d: { userId: string }) => d.userId).sort()).toEqual(
      [world.athleteB.id, world.coach.id].sort(),
    );
  });
});

describe("cross-organisation isolation", () => {
  it("answers 404 for another organisation's resources and never lists them", async () => {
    const set = await created(t.otherAdmin, newSet({ name: unique("Foreign") }));
    const instruction = await created(t.otherAdmin, newInstruction({ instructionSet: set._id }));
    const template = await created(t.otherAdmin, {
      schemaType: "coach-prompt-template",
      title: unique("Foreign"),
      content: "C",
    });
    for (const id of [set._id, instruction._id, template._id]) {
      for (const res of [
        await get(t.admin, id),
        await put(t.admin, id, { description: "hijacked" }),
        await request(resources.remove, { token: t.admin, params: { id } }),
        await request(resources.clone, { token: t.admin, params: { id } }),
        await request(resources.remove, { token: t.athlete, params: { id } }),
      ]) {
        expectNotFound(res);
        expect(res.body.error.message).toBe("Resource not found");
      }
    }
    const typed = await put(t.admin, instruction._id, { schemaType: "instruction", name: "x" });
    expect(typed.body.error.message).toBe("Instruction not found");
    expect((await get(t.otherAdmin, set._id)).body.instructionsCount).toBe(1);
    expect((await get(t.otherAdmin, template._id)).body.description).toBeNull();

    const page = await paginate(t.admin, { type: "instruction", filters: { instructionSet: set._id } });
    expect(page.body.totalDocs).toBe(0);
    expect(
      await request(resources.find, {
        token: t.admin,
        body: { type: "coach-prompt-template", filters: { title: template.title } },
      }),
    ).toMatchObject({ status: 200, body: null });
    const sets = await request(resources.list, {
      token: t.admin,
      body: { type: "instruction-set", filters: {} },
    });
    expect(ids(sets.body)).not.toContain(set._id);
  });

  it("lets a master admin act in another organisation through the header", async () => {
    const set = await created(t.otherAdmin, newSet());
    const headers = { "x-organization-id": other.org.id };
    expect((await get(t.master, set._id, headers)).status).toBe(200);
    expectNotFound(await get(t.master, set._id));
    const made = await post(t.master, newSet({ toUsers: [other.athleteA.id] }), headers);
    expect(made.body).toMatchObject({ organization: other.org.id, toUsers: [other.athleteA.id] });
    expect(
      (await request(resources.remove, { token: t.master, params: { id: made.body._id }, headers })).status,
    ).toBe(200);
  });
});
