import { beforeAll, describe, expect, it } from "vitest";
import { teams } from "@/lib/contracts/teams/endpoints";
import { db } from "@/server/db";
import { caller, offContract, request } from "../support/api-client";
import { expectError, MISSING_ID, OBJECT_ID } from "../support/expect";
import { makeOrganization, makePerson, makeTeam, unique } from "../support/fixtures";
import { makeWorlds, tokensOf, type Worlds } from "../support/org-team";
import { setUser } from "../support/state";

let { world, other, masterWorld, t } = {} as Worlds;

const get = caller(teams.get);
const put = caller(teams.update);
const members = caller(teams.updateMembers);
const list = caller(teams.paginate);
const post = caller(teams.create);

const ids = (docs: { _id: string }[]) => docs.map((d) => d._id).sort();
const inOrg = (id: string) => ({ "x-organization-id": id });

beforeAll(async () => {
  ({ world, other, masterWorld, t } = await makeWorlds());
});

describe("POST /teams", () => {
  it("creates a team in the caller's organisation in the §3 document shape, with its members", async () => {
    const name = `Relay ${unique("Squad")}`;
    const res = await post(t.admin, {
      name,
      description: "Sprinters",
      users: [world.coach.id, world.athleteB.id],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name,
      description: "Sprinters",
      slug: name.toLowerCase().replace(/ /g, "-"),
      organization: world.org.id,
      active: true,
      createdBy: world.admin.id,
      updatedBy: world.admin.id,
      usersCount: 2,
      __v: 0,
    });
    expect(res.body._id).toMatch(OBJECT_ID);
    expect(Date.parse(res.body.createdAt)).not.toBeNaN();
    expect(res.body.users).toEqual(
      expect.arrayContaining([
        {
          _id: world.coach.id,
          name: expect.any(String),
          email: world.coach.email,
          role: "coach",
          image: null,
        },
        {
          _id: world.athleteB.id,
          name: expect.any(String),
          email: world.athleteB.email,
          role: "user",
          image: null,
        },
      ]),
    );
    expect(res.body.users).toHaveLength(2);
    for (const internal of ["id", "version", "organizationId", "createdById", "_count"]) {
      expect(res.body).not.toHaveProperty(internal);
    }
  });

  it("keeps slugs unique per organisation", async () => {
    const name = unique("Twin Team");
    const first = await post(t.admin, { name });
    const second = await post(t.admin, { name });
    expect(second.body.slug).toBe(`${first.body.slug}-2`);
    expectError(await post(t.admin, { name: "Dup", slug: world.teamA.slug }), 400, "VALIDATION_ERROR", [
      { path: "slug", message: "Slug already exists" },
    ]);
    // Another organisation's slug is free here.
    const borrowed = await post(t.admin, { name: "Borrowed", slug: other.teamA.slug });
    expect(borrowed.status).toBe(201);
    expect(borrowed.body.slug).toBe(other.teamA.slug);
  });

  it("refuses initial users who are not of the organisation", async () => {
    const name = unique("Poached");
    for (const id of [other.athleteA.id, MISSING_ID]) {
      expectError(await post(t.admin, { name, users: [world.coach.id, id] }), 400, "VALIDATION_ERROR", [
        { path: "users", message: "User not found" },
      ]);
    }
    expect(await db.team.count({ where: { name } })).toBe(0);
  });

  it("answers the §5 messages for bad fields", async () => {
    const cases: [object, string, string][] = [
      [{ name: "" }, "name", "Field is required"],
      [{}, "name", "Field is required"],
      [{ name: "x".repeat(256) }, "name", "Must be at most 255 characters"],
      [{ name: "Ok", slug: "no spaces" }, "slug", "Use lowercase letters, digits and hyphens"],
      [{ name: "Ok", users: ["x"] }, "users.0", "Invalid id"],
    ];
    for (const [body, path, message] of cases) {
      expectError(await post(t.admin, body), 400, "VALIDATION_ERROR", [{ path, message }]);
    }
  });

  it("is for admins only", async () => {
    expectError(await post(t.coach, { name: "Coach team" }), 403, "FORBIDDEN");
    expectError(await post(t.athlete, { name: "Athlete team" }), 403, "FORBIDDEN");
  });

  it("creates in the organisation a master admin acts in", async () => {
    const res = await post(
      t.master,
      { name: "Placed by master", users: [other.athleteB.id] },
      inOrg(other.org.id),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ organization: other.org.id, usersCount: 1 });
  });
});

describe("GET /teams/{id}", () => {
  it("shows an admin any team of the organisation with all its members", async () => {
    const res = await get(t.admin, world.teamA.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: world.teamA.id,
      name: "Team A",
      organization: world.org.id,
      usersCount: 2,
    });
    expect(ids(res.body.users)).toEqual([world.coach.id, world.athleteA.id].sort());
  });

  it("shows coaches and athletes only their own teams, and only the members they may see, counted as shown", async () => {
    const org = await makeOrganization();
    const hidden = await makePerson(org.org.id, "user", { teamIds: [org.teamA.id] });
    await setUser(hidden.id, { invisibleToOthers: true });
    const lone = await makeTeam(org.org.id, "Lone");
    const tk = await tokensOf({ admin: org.admin, coach: org.coach, athlete: org.athleteA });

    const asCoach = await get(tk.coach, org.teamA.id);
    expect(asCoach.body.usersCount).toBe(2);
    expect(ids(asCoach.body.users)).toEqual([org.coach.id, org.athleteA.id].sort());
    const asAthlete = await get(tk.athlete, org.teamA.id);
    expect(asAthlete.body.usersCount).toBe(1);
    expect(ids(asAthlete.body.users)).toEqual([org.athleteA.id]);
    const asAdmin = await get(tk.admin, org.teamA.id);
    expect(asAdmin.body.usersCount).toBe(3);
    expect(ids(asAdmin.body.users)).toEqual([org.coach.id, org.athleteA.id, hidden.id].sort());

    expectError(await get(tk.athlete, org.teamB.id), 404, "TEAM_NOT_EXISTS");
    expectError(await get(tk.coach, lone.id), 404, "TEAM_NOT_EXISTS");
    expect((await get(tk.admin, lone.id)).status).toBe(200);
  });

  it("answers TEAM_NOT_EXISTS for an unknown id", async () => {
    expectError(await get(t.admin, MISSING_ID), 404, "TEAM_NOT_EXISTS");
  });
});

describe("PUT /teams/{id}", () => {
  it("lets an admin update any team and a coach their own, counting the version up", async () => {
    const org = await makeOrganization();
    const tk = await tokensOf({ admin: org.admin, coach: org.coach });
    const byAdmin = await put(tk.admin, org.teamA.id, { name: "Renamed A", description: "First" });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({
      name: "Renamed A",
      description: "First",
      updatedBy: org.admin.id,
      __v: 1,
    });
    const byCoach = await put(tk.coach, org.teamA.id, { description: "Second", active: false });
    expect(byCoach.body).toMatchObject({
      description: "Second",
      active: false,
      updatedBy: org.coach.id,
      __v: 2,
    });
    expect(byCoach.body.slug).toBe(org.teamA.slug);
  });

  it("answers TEAM_NOT_EXISTS to a coach for a team they are not in", async () => {
    const notMine = await post(t.admin, { name: unique("Not the coach's") });
    expectError(await put(t.coach, notMine.body._id, { name: "Taken over" }), 404, "TEAM_NOT_EXISTS");
    expect((await get(t.admin, notMine.body._id)).body.name).toBe(notMine.body.name);
  });

  it("is refused to athletes by the permission table", async () => {
    expectError(await put(t.athlete, world.teamA.id, { name: "Mine now" }), 403, "FORBIDDEN");
  });

  it("refuses a taken slug, bad fields and membership changes", async () => {
    expectError(await put(t.admin, world.teamA.id, { slug: world.teamB.slug }), 400, "VALIDATION_ERROR", [
      { path: "slug", message: "Slug already exists" },
    ]);
    expectError(await put(t.admin, world.teamA.id, { name: "" }), 400, "VALIDATION_ERROR", [
      { path: "name", message: "Field is required" },
    ]);
    // Membership goes through PUT /teams/{id}/members only.
    expectError(
      await put(t.admin, world.teamA.id, offContract({ users: [world.athleteB.id] })),
      400,
      "VALIDATION_ERROR",
    );
    expect((await put(t.admin, world.teamA.id, { slug: world.teamA.slug })).status).toBe(200);
  });
});

describe("PUT /teams/{id}/members", () => {
  it("adds and removes users of the organisation", async () => {
    const org = await makeOrganization();
    const tk = await tokensOf({ admin: org.admin });
    const res = await members(tk.admin, org.teamA.id, {
      usersToAdd: [org.athleteB.id, org.admin.id],
      usersToRemove: [org.athleteA.id],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: org.teamA.id, usersCount: 3, updatedBy: org.admin.id, __v: 1 });
    expect(ids(res.body.users)).toEqual([org.coach.id, org.athleteB.id, org.admin.id].sort());
    const athlete = await db.user.findUniqueOrThrow({
      where: { id: org.athleteA.id },
      include: { teams: true },
    });
    expect(athlete.teams).toEqual([]);
    expect(athlete.organizationId).toBe(org.org.id);

    // Adding a member again or removing a non-member changes nothing.
    const again = await members(tk.admin, org.teamA.id, {
      usersToAdd: [org.athleteB.id],
      usersToRemove: [org.athleteA.id],
    });
    expect(again.body.usersCount).toBe(3);
  });

  it("refuses users of another organisation, users without one and unknown ids", async () => {
    const loner = await makePerson(null, "user");
    for (const id of [other.athleteA.id, loner.id, MISSING_ID]) {
      expectError(await members(t.admin, world.teamA.id, { usersToAdd: [id] }), 400, "VALIDATION_ERROR", [
        { path: "usersToAdd", message: "User not found" },
      ]);
    }
    expectError(
      await members(t.admin, world.teamA.id, { usersToRemove: [other.athleteA.id] }),
      400,
      "VALIDATION_ERROR",
      [{ path: "usersToRemove", message: "User not found" }],
    );
    expect((await get(t.admin, world.teamA.id)).body.usersCount).toBe(2);
  });

  it("is for admins only", async () => {
    expectError(
      await members(t.coach, world.teamA.id, { usersToAdd: [world.athleteB.id] }),
      403,
      "FORBIDDEN",
    );
  });
});

describe("DELETE /teams/{id}", () => {
  it("lets an admin delete a team; its members stay in the organisation", async () => {
    const team = await post(t.admin, { name: unique("Short-lived"), users: [world.athleteB.id] });
    const res = await request(teams.remove, { token: t.admin, params: { id: team.body._id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: team.body._id, organization: world.org.id });
    expectError(await get(t.admin, team.body._id), 404, "TEAM_NOT_EXISTS");
    expectError(
      await request(teams.remove, { token: t.admin, params: { id: team.body._id } }),
      404,
      "TEAM_NOT_EXISTS",
    );
    const athlete = await db.user.findUniqueOrThrow({
      where: { id: world.athleteB.id },
      include: { teams: true },
    });
    expect(athlete.organizationId).toBe(world.org.id);
    const teamIds = athlete.teams.map((row) => row.id);
    expect(teamIds).toContain(world.teamB.id);
    expect(teamIds).not.toContain(team.body._id);
  });

  it("is for admins only", async () => {
    expectError(
      await request(teams.remove, { token: t.coach, params: { id: world.teamA.id } }),
      403,
      "FORBIDDEN",
    );
    expect(await db.team.count({ where: { id: world.teamA.id } })).toBe(1);
  });
});

describe("POST /teams/paginate", () => {
  it("lists every team of the organisation for an admin, only one's own teams for others", async () => {
    const org = await makeOrganization();
    const lone = await makeTeam(org.org.id, "Lone");
    const tk = await tokensOf({ admin: org.admin, coach: org.coach, athlete: org.athleteA });

    const asAdmin = await list(tk.admin, { sortBy: "name" });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toMatchObject({ totalDocs: 3, page: 1, limit: 10, hasNextPage: false });
    expect(asAdmin.body.docs.map((d: { name: string }) => d.name)).toEqual(["Lone", "Team A", "Team B"]);
    expect(asAdmin.body.docs[1]).toMatchObject({
      _id: org.teamA.id,
      usersCount: 2,
      organization: org.org.id,
    });
    expect(asAdmin.body.docs[1]).not.toHaveProperty("users");

    expect(ids((await list(tk.coach)).body.docs)).toEqual([org.teamA.id, org.teamB.id].sort());
    expect(ids((await list(tk.athlete)).body.docs)).toEqual([org.teamA.id]);
    // The team header does not narrow the list one picks a team from.
    const withHeader = await list(tk.coach, {}, { "x-team-id": org.teamA.id });
    expect(withHeader.body.totalDocs).toBe(2);
    expect(ids(asAdmin.body.docs)).toContain(lone.id);
  });

  it("searches, filters by member, sorts and pages", async () => {
    const org = await makeOrganization();
    const tk = await tokensOf({ admin: org.admin });
    const byMember = await list(tk.admin, { filters: { users: org.athleteB.id } });
    expect(ids(byMember.body.docs)).toEqual([org.teamB.id]);
    const search = await list(tk.admin, { searchQuery: "team b" });
    expect(ids(search.body.docs)).toEqual([org.teamB.id]);
    const page2 = await list(tk.admin, { sortBy: "name", sortOrder: "descending", limit: 1, page: 2 });
    expect(page2.body).toMatchObject({ totalDocs: 2, page: 2, hasPrevPage: true, hasNextPage: false });
    expect(ids(page2.body.docs)).toEqual([org.teamA.id]);
    expectError(await list(tk.admin, { filters: { organization: other.org.id } }), 400, "VALIDATION_ERROR");
  });

  it("lists the teams of the organisation a master admin acts in", async () => {
    const there = await list(t.master, { limit: 100 }, inOrg(other.org.id));
    expect(ids(there.body.docs)).toEqual(expect.arrayContaining([other.teamA.id, other.teamB.id]));
    expect(there.body.docs.every((d: { organization: string }) => d.organization === other.org.id)).toBe(
      true,
    );
    const home = await list(t.master, { limit: 100 });
    expect(home.body.docs.every((d: { organization: string }) => d.organization === masterWorld.org.id)).toBe(
      true,
    );
  });
});

describe("another organisation's caller", () => {
  it("gets TEAM_NOT_EXISTS as an admin on get, update, members and delete, and changes nothing", async () => {
    expectError(await get(t.otherAdmin, world.teamA.id), 404, "TEAM_NOT_EXISTS");
    expectError(await put(t.otherAdmin, world.teamA.id, { name: "Hijacked" }), 404, "TEAM_NOT_EXISTS");
    expectError(
      await members(t.otherAdmin, world.teamA.id, { usersToAdd: [other.athleteA.id] }),
      404,
      "TEAM_NOT_EXISTS",
    );
    expectError(
      await request(teams.remove, { token: t.otherAdmin, params: { id: world.teamA.id } }),
      404,
      "TEAM_NOT_EXISTS",
    );
    const team = await db.team.findUniqueOrThrow({ where: { id: world.teamA.id }, include: { users: true } });
    expect(team.name).toBe("Team A");
    expect(team.users.map((u) => u.id)).not.toContain(other.athleteA.id);
  });

  it("gets TEAM_NOT_EXISTS as a coach on get and update; members and delete are admins-only", async () => {
    expectError(await get(t.otherCoach, world.teamA.id), 404, "TEAM_NOT_EXISTS");
    expectError(await put(t.otherCoach, world.teamA.id, { name: "Hijacked" }), 404, "TEAM_NOT_EXISTS");
    expectError(await members(t.otherCoach, world.teamA.id, { usersToAdd: [] }), 403, "FORBIDDEN");
    expectError(
      await request(teams.remove, { token: t.otherCoach, params: { id: world.teamA.id } }),
      403,
      "FORBIDDEN",
    );
    expect(await db.team.count({ where: { id: world.teamA.id, name: "Team A" } })).toBe(1);
  });

  it("cannot reach it through the organisation or team header either", async () => {
    expectError(await get(t.otherAdmin, world.teamA.id, inOrg(world.org.id)), 403, "FORBIDDEN");
    expectError(await get(t.otherAdmin, world.teamA.id, { "x-team-id": world.teamA.id }), 403, "FORBIDDEN");
  });

  it("sees nothing of it in paginate, whatever the filters or search", async () => {
    for (const token of [t.otherAdmin, t.otherCoach]) {
      const all = await list(token, { limit: 100 });
      expect(all.body.docs.every((d: { organization: string }) => d.organization === other.org.id)).toBe(
        true,
      );
      expect(ids(all.body.docs)).not.toContain(world.teamA.id);
      const probe = await list(token, { filters: { users: world.coach.id } });
      expect(probe.body).toMatchObject({ totalDocs: 0, docs: [] });
      const bySlug = await list(token, { filters: { slug: world.teamA.slug } });
      expect(bySlug.body.totalDocs).toBe(0);
    }
  });

  it("is a master admin, who acts on any organisation's teams through the organisation header", async () => {
    const org = await makeOrganization();
    const here = inOrg(org.org.id);
    // Without the header the master acts in their own organisation, where this team does not exist.
    expectError(await get(t.master, org.teamA.id), 404, "TEAM_NOT_EXISTS");
    expect((await get(t.master, org.teamA.id, here)).body).toMatchObject({
      _id: org.teamA.id,
      usersCount: 2,
    });
    const updated = await put(t.master, org.teamA.id, { description: "By the master" }, here);
    expect(updated.body).toMatchObject({ description: "By the master", updatedBy: masterWorld.master.id });
    const changed = await members(t.master, org.teamA.id, { usersToAdd: [org.athleteB.id] }, here);
    expect(changed.body.usersCount).toBe(3);
    const seen = await list(t.master, { filters: { slug: org.teamB.slug } }, here);
    expect(ids(seen.body.docs)).toEqual([org.teamB.id]);
    expect(
      (await request(teams.remove, { token: t.master, params: { id: org.teamB.id }, headers: here })).status,
    ).toBe(200);
    expect(await db.team.count({ where: { id: org.teamB.id } })).toBe(0);
  });
});
