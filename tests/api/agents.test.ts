import { beforeAll, describe, expect, it } from "vitest";
import { agents } from "@/lib/contracts/agents/endpoints";
import { db } from "@/server/db";
import { caller, offContract, request } from "../support/api-client";
import { expectError, expectNotFound, MISSING_ID, OBJECT_ID } from "../support/expect";
import { makeOrganization, unique } from "../support/fixtures";
import { makeWorlds, tokensOf, type Worlds } from "../support/org-team";

type Headers = Record<string, string>;
type Doc = { _id: string; name: string; organization: string };
let { world, other, masterWorld, t } = {} as Worlds;

const post = caller(agents.create);
const get = caller(agents.get);
const put = caller(agents.update);
const cloneOf = caller(agents.clone);
const page = caller(agents.paginate);

const ids = (docs: { _id: string }[]) => docs.map((d) => d._id).sort();
const inOrg = (id: string) => ({ "x-organization-id": id });
const agentBody = (overrides: object = {}) => ({ name: unique("Agent"), ...overrides });

beforeAll(async () => {
  ({ world, other, masterWorld, t } = await makeWorlds());
});

describe("POST /agents", () => {
  it("creates an agent in the caller's organisation in the §3 document shape", async () => {
    const name = unique("Coach Bot");
    const body = {
      name,
      description: "Helps sprinters",
      coreInstruction: "You are a sprint coach.",
      chatSettings: { model: "gpt-4o", temperature: 1.2, maxTokens: 800 },
      allowedModes: ["coaching", "oracle"],
      defaultMode: "oracle",
      toTeams: [world.teamA.id],
      toUsers: [world.athleteB.id],
      toOrganizations: [world.org.id],
    } satisfies Parameters<typeof post>[1];
    const res = await post(t.admin, body);
    expect(res.status).toBe(201);
    // What was sent comes back as it was, with the server's fields.
    expect(res.body).toMatchObject({
      ...body,
      active: true,
      nUpdates: 1,
      organization: world.org.id,
      assignToEverybody: false,
      files: [],
      filesAsRetrieval: [],
      createdBy: world.admin.id,
      updatedBy: world.admin.id,
      __v: 0,
    });
    expect(res.body._id).toMatch(OBJECT_ID);
    expect(Date.parse(res.body.createdAt)).not.toBeNaN();
    expect(Date.parse(res.body.updatedAt)).not.toBeNaN();
    for (const internal of ["id", "version", "organizationId", "createdById", "updatedById"]) {
      expect(res.body).not.toHaveProperty(internal);
    }
    expect((await get(t.coach, res.body._id)).body).toEqual(res.body);
    // An athlete is not told the instructions, files or assignments (tests/api/athlete-visibility.test.ts).
    expect((await get(t.athlete, res.body._id)).body).toEqual({
      ...res.body,
      coreInstruction: null,
      openAIAssistantId: null,
      createdBy: null,
      updatedBy: null,
      toOrganizations: [],
      toUsers: [],
      toTeams: [],
      files: [],
      filesAsRetrieval: [],
    });
  });

  it("applies the §9 defaults: gpt-4.1-mini, temperature 0.7, no token limit, coaching mode", async () => {
    const res = await post(t.coach, { name: "Plain" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      active: true,
      nUpdates: 1,
      allowedModes: ["coaching"],
      defaultMode: "coaching",
      assignToEverybody: false,
      toTeams: [],
      toUsers: [],
      toOrganizations: [],
      createdBy: world.coach.id,
    });
    expect(res.body.chatSettings).toEqual({ model: "gpt-4.1-mini", temperature: 0.7 });
    // Without coaching among the allowed modes the default mode is the first allowed one.
    const oracle = await post(t.admin, { name: "Oracle", allowedModes: ["oracle", "generalist"] });
    expect(oracle.body).toMatchObject({ allowedModes: ["oracle", "generalist"], defaultMode: "oracle" });
  });

  it("takes an empty maxTokens as unset", async () => {
    const res = await post(t.admin, agentBody({ chatSettings: { temperature: 0, maxTokens: "" } }));
    expect(res.status).toBe(201);
    expect(res.body.chatSettings).toEqual({ model: "gpt-4.1-mini", temperature: 0 });
    const min = await post(t.admin, agentBody({ chatSettings: { temperature: 2, maxTokens: 300 } }));
    expect(min.body.chatSettings).toEqual({ model: "gpt-4.1-mini", temperature: 2, maxTokens: 300 });
  });

  it("answers the §5 messages for bad fields", async () => {
    const cases: [object, string, string][] = [
      [{}, "name", "Agent name is required"],
      [{ name: "  " }, "name", "Agent name is required"],
      [{ name: "Ok", allowedModes: [] }, "allowedModes", "At least one mode is required"],
      [
        { name: "Ok", allowedModes: ["coaching"], defaultMode: "oracle" },
        "defaultMode",
        "Default mode must be one of the allowed modes",
      ],
      [{ name: "Ok", chatSettings: { temperature: 3 } }, "chatSettings.temperature", "Must be at most 2"],
      [{ name: "Ok", chatSettings: { temperature: -1 } }, "chatSettings.temperature", "Must be at least 0"],
      [{ name: "Ok", chatSettings: { maxTokens: 100 } }, "chatSettings.maxTokens", "Must be at least 300"],
      [
        { name: "Ok", coreInstruction: "x".repeat(20_001) },
        "coreInstruction",
        "Must be at most 20000 characters",
      ],
      [{ name: "Ok", toTeams: ["x"] }, "toTeams.0", "Invalid id"],
    ];
    for (const [body, path, message] of cases) {
      expectError(await post(t.admin, body), 400, "VALIDATION_ERROR", [{ path, message }]);
    }
    const badModel = await post(t.admin, offContract({ name: "Ok", chatSettings: { model: "gpt-2" } }));
    expectError(badModel, 400, "VALIDATION_ERROR");
    expect(badModel.body.error.fields[0].path).toBe("chatSettings.model");
    const badMode = await post(t.admin, offContract({ name: "Ok", allowedModes: ["chatty"] }));
    expect(badMode.body.error.fields[0].path).toBe("allowedModes.0");
  });

  it("refuses assignments outside the caller's organisation", async () => {
    const name = unique("Poacher");
    const cases: [object, string, string][] = [
      [{ toTeams: [world.teamA.id, other.teamA.id] }, "toTeams", "Team not found"],
      [{ toTeams: [MISSING_ID] }, "toTeams", "Team not found"],
      [{ toUsers: [other.athleteA.id] }, "toUsers", "User not found"],
      [{ toOrganizations: [other.org.id] }, "toOrganizations", "Organization not found"],
    ];
    for (const [fields, path, message] of cases) {
      expectError(await post(t.admin, { name, ...fields }), 400, "VALIDATION_ERROR", [{ path, message }]);
    }
    expect(await db.agent.count({ where: { name } })).toBe(0);
  });

  it("lets a master admin share an agent with other organisations", async () => {
    const res = await post(t.master, {
      name: unique("Shared"),
      toOrganizations: [other.org.id, world.org.id],
    });
    expect(res.status).toBe(201);
    expect(res.body.organization).toBe(masterWorld.org.id);
    expect(res.body.toOrganizations.sort()).toEqual([other.org.id, world.org.id].sort());
    expectError(
      await post(t.master, { name: "Nowhere", toOrganizations: [MISSING_ID] }),
      400,
      "VALIDATION_ERROR",
      [{ path: "toOrganizations", message: "Organization not found" }],
    );
  });

  it("creates in the organisation a master admin acts in", async () => {
    const res = await post(
      t.master,
      { name: unique("Placed"), toTeams: [other.teamB.id] },
      inOrg(other.org.id),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ organization: other.org.id, toTeams: [other.teamB.id] });
  });

  it("is refused to athletes", async () => {
    expectError(await post(t.athlete, { name: "Mine" }), 403, "FORBIDDEN");
  });
});

describe("PUT /agents/{id}", () => {
  it("changes only what is sent and counts nUpdates and __v up on every update", async () => {
    const made = await post(t.admin, {
      name: unique("Tuner"),
      description: "Before",
      chatSettings: { model: "gpt-4o-mini", temperature: 0.3, maxTokens: 500 },
      toTeams: [world.teamA.id],
    });
    const id = made.body._id;
    const first = await put(t.admin, id, { description: "After" });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      name: made.body.name,
      description: "After",
      nUpdates: 2,
      __v: 1,
      toTeams: [world.teamA.id],
      chatSettings: { model: "gpt-4o-mini", temperature: 0.3, maxTokens: 500 },
    });
    const second = await put(t.coach, id, { chatSettings: { temperature: 1.5 }, toTeams: [world.teamB.id] });
    expect(second.body).toMatchObject({
      nUpdates: 3,
      __v: 2,
      updatedBy: world.coach.id,
      toTeams: [world.teamB.id],
      chatSettings: { model: "gpt-4o-mini", temperature: 1.5, maxTokens: 500 },
    });
    const third = await put(t.admin, id, { chatSettings: { maxTokens: "" }, toTeams: [], active: false });
    expect(third.body).toMatchObject({ nUpdates: 4, __v: 3, toTeams: [], active: false });
    expect(third.body.chatSettings).toEqual({ model: "gpt-4o-mini", temperature: 1.5 });
    expect((await get(t.admin, id)).body.nUpdates).toBe(4);
  });

  it("keeps defaultMode among allowedModes, whichever of the two changes", async () => {
    const made = await post(t.admin, agentBody({ allowedModes: ["coaching", "generalist"] }));
    const id = made.body._id;
    const message = "Default mode must be one of the allowed modes";
    expectError(await put(t.admin, id, { defaultMode: "oracle" }), 400, "VALIDATION_ERROR", [
      { path: "defaultMode", message },
    ]);
    expectError(await put(t.admin, id, { allowedModes: ["oracle"] }), 400, "VALIDATION_ERROR", [
      { path: "defaultMode", message },
    ]);
    expectError(
      await put(t.admin, id, { allowedModes: ["oracle"], defaultMode: "coaching" }),
      400,
      "VALIDATION_ERROR",
      [{ path: "defaultMode", message }],
    );
    expectError(await put(t.admin, id, { allowedModes: [] }), 400, "VALIDATION_ERROR", [
      { path: "allowedModes", message: "At least one mode is required" },
    ]);
    expectError(await put(t.admin, id, { name: "" }), 400, "VALIDATION_ERROR", [
      { path: "name", message: "Agent name is required" },
    ]);
    expectError(await put(t.admin, id, { chatSettings: { temperature: 3 } }), 400, "VALIDATION_ERROR", [
      { path: "chatSettings.temperature", message: "Must be at most 2" },
    ]);
    expect((await get(t.admin, id)).body).toMatchObject({ nUpdates: 1, __v: 0 });
    const ok = await put(t.admin, id, { allowedModes: ["oracle"], defaultMode: "oracle" });
    expect(ok.body).toMatchObject({ allowedModes: ["oracle"], defaultMode: "oracle", nUpdates: 2 });
  });

  it("refuses assignments outside the organisation", async () => {
    const made = await post(t.admin, agentBody());
    expectError(await put(t.admin, made.body._id, { toUsers: [other.coach.id] }), 400, "VALIDATION_ERROR", [
      { path: "toUsers", message: "User not found" },
    ]);
    expectError(
      await put(t.admin, made.body._id, { toOrganizations: [other.org.id] }),
      400,
      "VALIDATION_ERROR",
      [{ path: "toOrganizations", message: "Organization not found" }],
    );
  });

  it("is refused to athletes, and unknown ids are 'Agent not found'", async () => {
    const made = await post(t.admin, agentBody());
    expectError(await put(t.athlete, made.body._id, { name: "Mine" }), 403, "FORBIDDEN");
    const missing = await put(t.admin, MISSING_ID, { name: "Ghost" });
    expectNotFound(missing);
    expect(missing.body.error.message).toBe("Agent not found");
  });
});

describe("DELETE /agents/{id}", () => {
  it("deletes an agent and answers the deleted document", async () => {
    const made = await post(t.admin, agentBody({ toTeams: [world.teamA.id] }));
    const res = await request(agents.remove, { token: t.coach, params: { id: made.body._id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: made.body._id, toTeams: [world.teamA.id] });
    expect(await db.agent.count({ where: { id: made.body._id } })).toBe(0);
    expect(await db.team.count({ where: { id: world.teamA.id } })).toBe(1);
    const again = await get(t.admin, made.body._id);
    expectNotFound(again);
    expect(again.body.error.message).toBe("Agent not found");
  });

  it("is refused to athletes", async () => {
    const made = await post(t.admin, agentBody());
    expectError(
      await request(agents.remove, { token: t.athlete, params: { id: made.body._id } }),
      403,
      "FORBIDDEN",
    );
    expect(await db.agent.count({ where: { id: made.body._id } })).toBe(1);
  });
});

describe("POST /agents/clone/{id}", () => {
  it("copies every field and assignment under '<name> (copy)', starting nUpdates over", async () => {
    const original = await post(t.admin, {
      name: unique("Original"),
      description: "Desc",
      coreInstruction: "Core",
      image: "https://example.com/a.png",
      chatSettings: { model: "gpt-4o", temperature: 0.2, maxTokens: 400 },
      allowedModes: ["generalist", "oracle"],
      defaultMode: "oracle",
      toTeams: [world.teamA.id, world.teamB.id],
      toUsers: [world.athleteA.id],
      toOrganizations: [world.org.id],
      assignToEverybody: true,
      active: false,
    });
    await put(t.admin, original.body._id, { description: "Updated" });
    const res = await cloneOf(t.coach, original.body._id);
    expect(res.status).toBe(201);
    expect(res.body._id).not.toBe(original.body._id);
    const copied = [
      "coreInstruction",
      "image",
      "chatSettings",
      "allowedModes",
      "defaultMode",
      "toUsers",
      "toOrganizations",
      "assignToEverybody",
      "active",
      "organization",
    ];
    for (const key of copied) expect(res.body[key]).toEqual(original.body[key]);
    expect(res.body.toTeams.sort()).toEqual(original.body.toTeams.sort());
    expect(res.body).toMatchObject({
      name: `${original.body.name} (copy)`,
      description: "Updated",
      nUpdates: 1,
      __v: 0,
      createdBy: world.coach.id,
      updatedBy: world.coach.id,
    });
    // The original is untouched.
    expect((await get(t.admin, original.body._id)).body).toMatchObject({
      nUpdates: 2,
      name: original.body.name,
    });
  });

  it("takes a name and overrides from the optional body, checked like an update", async () => {
    const original = await post(
      t.admin,
      agentBody({ toTeams: [world.teamA.id], allowedModes: ["coaching"] }),
    );
    const res = await cloneOf(t.admin, original.body._id, {
      name: "Renamed copy",
      toTeams: [world.teamB.id],
      chatSettings: { temperature: 1 },
      allowedModes: ["coaching", "oracle"],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Renamed copy",
      toTeams: [world.teamB.id],
      chatSettings: { model: "gpt-4.1-mini", temperature: 1 },
      allowedModes: ["coaching", "oracle"],
      defaultMode: "coaching",
    });
    expectError(
      await cloneOf(t.admin, original.body._id, { defaultMode: "oracle" }),
      400,
      "VALIDATION_ERROR",
      [{ path: "defaultMode", message: "Default mode must be one of the allowed modes" }],
    );
    expectError(
      await cloneOf(t.admin, original.body._id, { toTeams: [other.teamA.id] }),
      400,
      "VALIDATION_ERROR",
      [{ path: "toTeams", message: "Team not found" }],
    );
    expectError(await cloneOf(t.admin, original.body._id, { name: "" }), 400, "VALIDATION_ERROR", [
      { path: "name", message: "Agent name is required" },
    ]);
  });

  it("is refused to athletes and answers 'Agent not found' for unknown ids", async () => {
    const original = await post(t.admin, agentBody());
    expectError(await cloneOf(t.athlete, original.body._id), 403, "FORBIDDEN");
    const missing = await cloneOf(t.admin, MISSING_ID, {});
    expectNotFound(missing);
    expect(missing.body.error.message).toBe("Agent not found");
  });
});

describe("POST /agents/paginate and /agents/list", () => {
  it("searches, filters, sorts and pages the organisation's agents", async () => {
    const org = await makeOrganization();
    const tk = await tokensOf({ admin: org.admin, athlete: org.athleteA });
    const alpha = await post(tk.admin, {
      name: "Alpha helper",
      description: "sprints",
      toTeams: [org.teamA.id],
    });
    const beta = await post(tk.admin, {
      name: "Beta",
      description: "Swimming HELPER",
      active: false,
      allowedModes: ["oracle"],
    });
    const gamma = await post(tk.admin, { name: "Gamma", toUsers: [org.athleteB.id] });

    const all = await page(tk.athlete, { limit: 100 });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ totalDocs: 3, page: 1, hasNextPage: false });
    expect(all.body.docs[0]).toMatchObject({ _id: gamma.body._id, chatSettings: { model: "gpt-4.1-mini" } });
    const search = await page(tk.admin, { searchQuery: "helper" });
    expect(ids(search.body.docs)).toEqual([alpha.body._id, beta.body._id].sort());
    const byName = await page(tk.admin, { searchQuery: "helper", searchFields: ["name"] });
    expect(ids(byName.body.docs)).toEqual([alpha.body._id]);
    const inactive = await page(tk.admin, { filters: { active: false } });
    expect(ids(inactive.body.docs)).toEqual([beta.body._id]);
    const byMode = await page(tk.admin, { filters: { defaultMode: "oracle" } });
    expect(ids(byMode.body.docs)).toEqual([beta.body._id]);
    const byTeam = await page(tk.admin, { filters: { toTeams: org.teamA.id } });
    expect(ids(byTeam.body.docs)).toEqual([alpha.body._id]);
    const page2 = await page(tk.admin, { sortBy: "name", sortOrder: "desc", limit: 2, page: 2 });
    expect(page2.body).toMatchObject({ totalDocs: 3, totalPages: 2, hasPrevPage: true });
    expect(ids(page2.body.docs)).toEqual([alpha.body._id]);
    for (const sortBy of ["active", "createdAt", "updatedAt", "defaultMode"]) {
      expect((await page(tk.admin, { sortBy })).status).toBe(200);
    }
    expectError(await page(tk.admin, { sortBy: "coreInstruction" }), 400, "VALIDATION_ERROR");
    expectError(await page(tk.admin, { filters: { organization: other.org.id } }), 400, "VALIDATION_ERROR");

    const listed = await request(agents.list, { token: tk.athlete, body: {} });
    expect(Array.isArray(listed.body)).toBe(true);
    expect(ids(listed.body)).toEqual([alpha.body._id, beta.body._id, gamma.body._id].sort());
    const sorted = await request(agents.list, {
      token: tk.admin,
      body: {
        sortBy: "name",
        sortOrder: "ascending",
        filters: { active: true },
      },
    });
    expect(sorted.body.map((d: Doc) => d._id)).toEqual([alpha.body._id, gamma.body._id]);
    expect(sorted.body[0]).toMatchObject({ toTeams: [org.teamA.id], allowedModes: ["coaching"] });
    const empty = await request(agents.list, { token: tk.admin });
    expect(empty.status).toBe(200);
    expect(empty.body).toHaveLength(3);
    expectError(
      await request(agents.list, { token: tk.admin, body: { filters: { coreInstruction: "x" } } }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("lists the agents of the organisation a master admin acts in", async () => {
    const org = await makeOrganization();
    const tk = await tokensOf({ admin: org.admin });
    const made = await post(tk.admin, agentBody());
    const there = await page(t.master, { limit: 100 }, inOrg(org.org.id));
    expect(ids(there.body.docs)).toEqual([made.body._id]);
    expect(
      ids(
        await request(agents.list, { token: t.master, body: {}, headers: inOrg(org.org.id) }).then(
          (r) => r.body,
        ),
      ),
    ).toEqual([made.body._id]);
    const home = await page(t.master, { limit: 100 });
    expect(home.body.docs.every((d: Doc) => d.organization === masterWorld.org.id)).toBe(true);
  });
});

describe("GET /agents/my-agents", () => {
  it("gives each user exactly the active agents assigned to them, their teams, their organisation or everybody", async () => {
    const org = await makeOrganization();
    const tk = await tokensOf({
      admin: org.admin,
      coach: org.coach,
      athleteA: org.athleteA,
      athleteB: org.athleteB,
    });
    const make = async (token: string, body: object, headers: Headers = {}) => {
      const res = await post(token, agentBody(body), headers);
      expect(res.status).toBe(201);
      return res.body._id as string;
    };
    const everybody = await make(tk.admin, { assignToEverybody: true });
    const toOrg = await make(tk.admin, { toOrganizations: [org.org.id] });
    const toTeamA = await make(tk.admin, { toTeams: [org.teamA.id] });
    const toTeamB = await make(tk.coach, { toTeams: [org.teamB.id] });
    const toAthleteB = await make(tk.admin, { toUsers: [org.athleteB.id] });
    await make(tk.admin, {}); // assigned to nobody
    await make(tk.admin, { assignToEverybody: true, toTeams: [org.teamA.id], active: false });
    const deactivated = await make(tk.admin, { toUsers: [org.athleteA.id] });
    await put(tk.admin, deactivated, { active: false });
    // Another organisation's agent for everybody is not this organisation's.
    await make(t.otherAdmin, { assignToEverybody: true });
    // A master organisation's agent shared with this organisation is.
    const shared = await make(t.master, { toOrganizations: [org.org.id] });
    await make(t.master, { assignToEverybody: true });

    const seen = async (token: string) => {
      const res = await request(agents.myAgents, { token });
      expect(res.status).toBe(200);
      return ids(res.body);
    };
    const base = [everybody, toOrg, shared];
    expect(await seen(tk.athleteA)).toEqual([...base, toTeamA].sort());
    expect(await seen(tk.athleteB)).toEqual([...base, toTeamB, toAthleteB].sort());
    expect(await seen(tk.coach)).toEqual([...base, toTeamA, toTeamB].sort());
    expect(await seen(tk.admin)).toEqual([...base].sort());
    const doc = (await request(agents.myAgents, { token: tk.athleteA })).body.find(
      (d: Doc) => d._id === toTeamA,
    );
    expect(doc).toMatchObject({ active: true, toTeams: [], chatSettings: { temperature: 0.7 } });
  });
});

describe("another organisation's caller", () => {
  let agentId: string;
  beforeAll(async () => {
    const made = await post(t.admin, {
      name: unique("Private"),
      assignToEverybody: true,
      toOrganizations: [world.org.id],
      toTeams: [world.teamA.id],
    });
    agentId = made.body._id;
  });

  it("gets 'Agent not found' on get, update, delete and clone, and changes nothing", async () => {
    for (const token of [t.otherAdmin, t.otherCoach]) {
      for (const res of [
        await get(token, agentId),
        await put(token, agentId, { name: "Hijacked" }),
        await request(agents.remove, { token, params: { id: agentId } }),
        await cloneOf(token, agentId),
      ]) {
        expectNotFound(res);
        expect(res.body.error.message).toBe("Agent not found");
      }
    }
    const row = await db.agent.findUniqueOrThrow({ where: { id: agentId } });
    expect(row).toMatchObject({ nUpdates: 1, version: 0, organizationId: world.org.id });
    expect(row.name).not.toBe("Hijacked");
    expect(await db.agent.count({ where: { name: { startsWith: row.name } } })).toBe(1);
  });

  it("sees nothing of it in paginate, list or my-agents", async () => {
    for (const token of [t.otherAdmin, t.otherCoach]) {
      const all = await page(token, { limit: 100 });
      expect(all.body.docs.every((d: Doc) => d.organization === other.org.id)).toBe(true);
      expect(ids(all.body.docs)).not.toContain(agentId);
      expect((await page(token, { filters: { toTeams: world.teamA.id } })).body.totalDocs).toBe(0);
      const listed = await request(agents.list, {
        token,
        body: { filters: { toOrganizations: world.org.id } },
      });
      expect(listed.body).toEqual([]);
      expect(ids((await request(agents.list, { token, body: {} })).body)).not.toContain(agentId);
      expect(ids((await request(agents.myAgents, { token })).body)).not.toContain(agentId);
    }
  });

  it("cannot reach it through the organisation header either", async () => {
    expectError(await get(t.otherAdmin, agentId, inOrg(world.org.id)), 403, "FORBIDDEN");
  });

  it("is a master admin, who acts on any organisation's agents through the organisation header", async () => {
    const here = inOrg(world.org.id);
    const missing = await get(t.master, agentId);
    expect(missing.body.error.message).toBe("Agent not found");
    expect((await get(t.master, agentId, here)).body._id).toBe(agentId);
    const copy = await cloneOf(t.master, agentId, { name: unique("Master copy") }, here);
    expect(copy.body).toMatchObject({ organization: world.org.id, toTeams: [world.teamA.id] });
    const updated = await put(t.master, copy.body._id, { description: "By the master" }, here);
    expect(updated.body).toMatchObject({ description: "By the master", updatedBy: masterWorld.master.id });
    expect(
      (await request(agents.remove, { token: t.master, params: { id: copy.body._id }, headers: here }))
        .status,
    ).toBe(200);
  });
});

describe("conversation starters", () => {
  it("keeps up to four, trimmed, without blanks or repeats; clones them; athletes see them", async () => {
    const made = await post(
      t.admin,
      agentBody({
        conversationStarters: ["  Plan my week  ", "", "Plan my week", "How do I taper?"],
        toUsers: [world.athleteA.id],
      }),
    );
    expect(made.status).toBe(201);
    expect(made.body.conversationStarters).toEqual(["Plan my week", "How do I taper?"]);
    const changed = await put(t.admin, made.body._id, {
      conversationStarters: ["One", "Two", "Three", "Four"],
    });
    expect(changed.body.conversationStarters).toEqual(["One", "Two", "Three", "Four"]);
    const copy = await cloneOf(t.admin, made.body._id, {});
    expect(copy.body.conversationStarters).toEqual(["One", "Two", "Three", "Four"]);
    const mine = await request(agents.myAgents, { token: t.athlete });
    const seen = (mine.body as { _id: string; conversationStarters: string[] }[]).find(
      (a) => a._id === made.body._id,
    );
    expect(seen?.conversationStarters).toEqual(["One", "Two", "Three", "Four"]);
  });

  it("refuses a fifth starter and one over 200 characters", async () => {
    expectError(
      await post(t.admin, agentBody({ conversationStarters: ["a", "b", "c", "d", "e"] })),
      400,
      "VALIDATION_ERROR",
      [{ path: "conversationStarters", message: "At most 4 conversation starters" }],
    );
    expectError(
      await post(t.admin, agentBody({ conversationStarters: ["x".repeat(201)] })),
      400,
      "VALIDATION_ERROR",
      [{ path: "conversationStarters.0", message: "Must be at most 200 characters" }],
    );
  });
});
