import { beforeAll, describe, expect, it } from "vitest";
import { organizations } from "@/lib/contracts/organizations/endpoints";
import { db } from "@/server/db";
import { caller } from "../support/api-client";
import { expectError, MISSING_ID, OBJECT_ID } from "../support/expect";
import { makeOrganization, makePerson, unique } from "../support/fixtures";
import { makeWorlds, tokensOf, type Worlds } from "../support/org-team";

let { world, other, masterWorld, t } = {} as Worlds;

const get = caller(organizations.get);
const put = caller(organizations.update);
const del = caller(organizations.remove);
const members = caller(organizations.updateMembers);
const list = caller(organizations.paginate);
const post = caller(organizations.create);

beforeAll(async () => {
  ({ world, other, masterWorld, t } = await makeWorlds());
});

describe("POST /organizations", () => {
  it("creates an organisation in the §3 document shape, with the slug made from the name", async () => {
    const name = `Created ${unique("Org")}`;
    const res = await post(t.master, {
      name,
      description: "A new club",
      address: { city: "Lisbon" },
      chatConfig: { usersCanConfigureChat: true, model: "gpt-4o", temperature: 1.2, maxTokens: 500 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name,
      description: "A new club",
      slug: name.toLowerCase().replace(/ /g, "-"),
      active: true,
      masterOrganization: false,
      address: { city: "Lisbon", state: "", country: "", address: "" },
      chatConfig: { usersCanConfigureChat: true, model: "gpt-4o", temperature: 1.2, maxTokens: 500 },
      createdBy: masterWorld.master.id,
      updatedBy: masterWorld.master.id,
      usersCount: 0,
      teamsCount: 0,
      __v: 0,
    });
    expect(res.body._id).toMatch(OBJECT_ID);
    expect(Date.parse(res.body.createdAt)).not.toBeNaN();
    expect(Date.parse(res.body.updatedAt)).not.toBeNaN();
    for (const internal of ["id", "version", "createdById", "updatedById", "_count"]) {
      expect(res.body).not.toHaveProperty(internal);
    }
    const stored = await db.organization.findUniqueOrThrow({ where: { id: res.body._id } });
    expect(stored.createdById).toBe(masterWorld.master.id);
  });

  it("makes a free slug from a repeated name, and refuses a slug that is taken", async () => {
    const name = unique("Twin Club");
    const first = await post(t.master, { name });
    const second = await post(t.master, { name });
    expect(second.status).toBe(201);
    expect(second.body.slug).toBe(`${first.body.slug}-2`);

    const taken = await post(t.master, { name: "Another", slug: first.body.slug });
    expectError(taken, 400, "VALIDATION_ERROR", [{ path: "slug", message: "Slug already exists" }]);
  });

  it("accepts a chosen slug and the master flag", async () => {
    const slug = unique("chosen-slug");
    const res = await post(t.master, { name: "Chosen", slug, masterOrganization: true });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ slug, masterOrganization: true });
  });

  it("answers the §5 messages for bad fields", async () => {
    const cases: [object, string, string][] = [
      [{ name: "" }, "name", "Field is required"],
      [{ name: "   " }, "name", "Field is required"],
      [{}, "name", "Field is required"],
      [{ name: "x".repeat(256) }, "name", "Must be at most 255 characters"],
      [{ name: "Ok", slug: "Not a slug!" }, "slug", "Use lowercase letters, digits and hyphens"],
      [{ name: "Ok", chatConfig: { temperature: 3 } }, "chatConfig.temperature", "Must be at most 2"],
      [{ name: "Ok", chatConfig: { temperature: -1 } }, "chatConfig.temperature", "Must be at least 0"],
      [{ name: "Ok", chatConfig: { maxTokens: 100 } }, "chatConfig.maxTokens", "Must be at least 300"],
    ];
    for (const [body, path, message] of cases) {
      const res = await post(t.master, body);
      expectError(res, 400, "VALIDATION_ERROR", [{ path, message }]);
    }
  });

  it("takes a name of exactly 255 characters and an empty maxTokens as unset", async () => {
    const res = await post(t.master, {
      name: `${unique("n")}${"x".repeat(255)}`.slice(0, 255),
      chatConfig: { temperature: 2, maxTokens: "" },
    });
    expect(res.status).toBe(201);
    expect(res.body.name).toHaveLength(255);
    expect(res.body.chatConfig).toEqual({ usersCanConfigureChat: false, temperature: 2 });
  });

  it("is for master admins only", async () => {
    expectError(await post(t.admin, { name: "Nope" }), 403, "FORBIDDEN");
  });
});

describe("GET /organizations/{id}", () => {
  it("shows every member their own organisation with its counts", async () => {
    for (const token of [t.admin, t.coach, t.athlete]) {
      const res = await get(token, world.org.id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        _id: world.org.id,
        name: world.org.name,
        slug: world.org.slug,
        usersCount: 4,
        teamsCount: 2,
      });
    }
  });

  it("answers ORGANIZATION_NOT_EXISTS for an unknown id and VALIDATION_ERROR for a malformed one", async () => {
    expectError(await get(t.master, MISSING_ID), 404, "ORGANIZATION_NOT_EXISTS");
    expectError(await get(t.admin, "nope"), 400, "VALIDATION_ERROR", [
      { path: "params.id", message: "Invalid id" },
    ]);
  });
});

describe("PUT /organizations/{id}", () => {
  it("lets an admin update their own organisation and counts the version up", async () => {
    const org = await makeOrganization();
    const { admin } = await tokensOf({ admin: org.admin });
    const before = (await get(admin, org.org.id)).body;
    const res = await put(admin, org.org.id, {
      name: "Renamed Org",
      description: "Now with a description",
      chatConfig: { usersCanConfigureChat: true, maxTokens: "" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: org.org.id,
      name: "Renamed Org",
      description: "Now with a description",
      slug: org.org.slug,
      chatConfig: { usersCanConfigureChat: true },
      updatedBy: org.admin.id,
      __v: before.__v + 1,
    });
    expect(res.body.chatConfig).not.toHaveProperty("maxTokens");
    const again = await put(admin, org.org.id, { name: "Renamed Twice" });
    expect(again.body.__v).toBe(before.__v + 2);
  });

  it("refuses a taken slug and bad fields with the §5 messages", async () => {
    expectError(await put(t.admin, world.org.id, { slug: other.org.slug }), 400, "VALIDATION_ERROR", [
      { path: "slug", message: "Slug already exists" },
    ]);
    expectError(await put(t.admin, world.org.id, { name: "" }), 400, "VALIDATION_ERROR", [
      { path: "name", message: "Field is required" },
    ]);
    expectError(
      await put(t.admin, world.org.id, { chatConfig: { temperature: 3 } }),
      400,
      "VALIDATION_ERROR",
      [{ path: "chatConfig.temperature", message: "Must be at most 2" }],
    );
    // Its own slug is not "taken".
    expect((await put(t.admin, world.org.id, { slug: world.org.slug })).status).toBe(200);
  });

  it("lets only a master admin change masterOrganization", async () => {
    expectError(await put(t.admin, world.org.id, { masterOrganization: true }), 403, "FORBIDDEN");
    // Posting the current value back (a whole form) is not a change.
    expect((await put(t.admin, world.org.id, { masterOrganization: false })).status).toBe(200);
    const org = await makeOrganization();
    const res = await put(t.master, org.org.id, { masterOrganization: true });
    expect(res.status).toBe(200);
    expect(res.body.masterOrganization).toBe(true);
  });

  it("refuses deactivating the caller's own organisation", async () => {
    expectError(await put(t.admin, world.org.id, { active: false }), 400, "BAD_REQUEST");
    const org = await makeOrganization();
    const res = await put(t.master, org.org.id, { active: false });
    expect(res.body.active).toBe(false);
  });

  it("is refused to coaches and athletes by the permission table", async () => {
    expectError(await put(t.coach, world.org.id, { name: "x" }), 403, "FORBIDDEN");
    expectError(await put(t.athlete, world.org.id, { name: "x" }), 403, "FORBIDDEN");
  });
});

describe("PUT /organizations/{id}/members", () => {
  it("adds users without an organisation and removes members from the organisation and its teams", async () => {
    const org = await makeOrganization();
    const { admin } = await tokensOf({ admin: org.admin });
    const loner = await makePerson(null, "user");
    const before = (await get(admin, org.org.id)).body;

    const added = await members(admin, org.org.id, { usersToAdd: [loner.id] });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ _id: org.org.id, usersCount: 5, __v: before.__v + 1 });
    expect((await db.user.findUniqueOrThrow({ where: { id: loner.id } })).organizationId).toBe(org.org.id);

    // Repeating the call changes nothing.
    const repeated = await members(admin, org.org.id, { usersToAdd: [loner.id] });
    expect(repeated.body).toMatchObject({ usersCount: 5, __v: before.__v + 1 });

    const removed = await members(admin, org.org.id, { usersToRemove: [org.athleteA.id, loner.id] });
    expect(removed.body).toMatchObject({ usersCount: 3, __v: before.__v + 2 });
    const athlete = await db.user.findUniqueOrThrow({
      where: { id: org.athleteA.id },
      include: { teams: true },
    });
    expect(athlete.organizationId).toBeNull();
    expect(athlete.teams).toEqual([]);
  });

  it("does not let a plain admin take users from another organisation, nor name unknown users", async () => {
    const org = await makeOrganization();
    const { admin } = await tokensOf({ admin: org.admin });
    for (const id of [other.athleteA.id, MISSING_ID]) {
      expectError(await members(admin, org.org.id, { usersToAdd: [id] }), 400, "VALIDATION_ERROR", [
        { path: "usersToAdd", message: "User not found" },
      ]);
    }
    expect((await db.user.findUniqueOrThrow({ where: { id: other.athleteA.id } })).organizationId).toBe(
      other.org.id,
    );
    // Removing someone who is not a member is refused the same way.
    expectError(
      await members(admin, org.org.id, { usersToRemove: [other.athleteA.id] }),
      400,
      "VALIDATION_ERROR",
      [{ path: "usersToRemove", message: "User not found" }],
    );
  });

  it("does not let the caller remove themselves", async () => {
    const res = await members(t.admin, world.org.id, { usersToRemove: [world.admin.id] });
    expectError(res, 400, "VALIDATION_ERROR", [
      { path: "usersToRemove", message: "You cannot remove yourself" },
    ]);
    expect((await db.user.findUniqueOrThrow({ where: { id: world.admin.id } })).organizationId).toBe(
      world.org.id,
    );
  });

  it("refuses a user who is both added and removed", async () => {
    const res = await members(t.admin, world.org.id, {
      usersToAdd: [world.athleteB.id],
      usersToRemove: [world.athleteB.id],
    });
    expectError(res, 400, "VALIDATION_ERROR", [
      { path: "usersToRemove", message: "A user cannot be both added and removed" },
    ]);
  });

  it("lets a master admin move a user between organisations, leaving the old organisation's teams", async () => {
    const from = await makeOrganization();
    const to = await makeOrganization();
    const res = await members(t.master, to.org.id, { usersToAdd: [from.athleteA.id] });
    expect(res.status).toBe(200);
    expect(res.body.usersCount).toBe(5);
    const moved = await db.user.findUniqueOrThrow({
      where: { id: from.athleteA.id },
      include: { teams: true },
    });
    expect(moved.organizationId).toBe(to.org.id);
    expect(moved.teams).toEqual([]);
  });

  it("refuses bad ids in the lists", async () => {
    expectError(await members(t.admin, world.org.id, { usersToAdd: ["x"] }), 400, "VALIDATION_ERROR", [
      { path: "usersToAdd.0", message: "Invalid id" },
    ]);
  });
});

describe("DELETE /organizations/{id}", () => {
  it("lets a master admin delete an organisation: its teams go, its users stay without one", async () => {
    const org = await makeOrganization();
    const res = await del(t.master, org.org.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: org.org.id, name: org.org.name });
    expectError(await get(t.master, org.org.id), 404, "ORGANIZATION_NOT_EXISTS");
    expect(await db.team.count({ where: { id: { in: [org.teamA.id, org.teamB.id] } } })).toBe(0);
    const admin = await db.user.findUniqueOrThrow({ where: { id: org.admin.id } });
    expect(admin.organizationId).toBeNull();
    expectError(await del(t.master, org.org.id), 404, "ORGANIZATION_NOT_EXISTS");
  });

  it("refuses deleting the caller's own organisation", async () => {
    const res = await del(t.master, masterWorld.org.id);
    expectError(res, 400, "BAD_REQUEST");
    expect(res.body.error.message).toBe("Cannot delete your own organization");
    expect(await db.organization.count({ where: { id: masterWorld.org.id } })).toBe(1);
  });

  it("is for master admins only", async () => {
    expectError(await del(t.admin, world.org.id), 403, "FORBIDDEN");
    expect(await db.organization.count({ where: { id: world.org.id } })).toBe(1);
  });
});

describe("POST /organizations/paginate", () => {
  it("shows a plain member only their own organisation", async () => {
    for (const token of [t.admin, t.coach, t.athlete]) {
      const res = await list(token, { limit: 100 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ totalDocs: 1, page: 1, totalPages: 1, hasNextPage: false });
      expect(res.body.docs.map((o: { _id: string }) => o._id)).toEqual([world.org.id]);
      expect(res.body.docs[0]).toMatchObject({ usersCount: expect.any(Number), teamsCount: 2 });
    }
  });

  it("shows a master admin every organisation, with search, filters and sorting", async () => {
    const tag = unique("pagetag");
    for (const name of ["B", "A", "C"]) {
      expect(
        (await post(t.master, { name: `${tag} ${name}`, masterOrganization: name === "C" })).status,
      ).toBe(201);
    }
    const all = await list(t.master, { searchQuery: tag, sortBy: "name", limit: 2 });
    expect(all.body).toMatchObject({ totalDocs: 3, totalPages: 2, hasNextPage: true, nextPage: 2 });
    expect(all.body.docs.map((o: { name: string }) => o.name)).toEqual([`${tag} A`, `${tag} B`]);
    const desc = await list(t.master, {
      searchQuery: tag,
      searchFields: ["slug"],
      sortBy: "name",
      sortOrder: "desc",
    });
    expect(desc.body.docs.map((o: { name: string }) => o.name)).toEqual([`${tag} C`, `${tag} B`, `${tag} A`]);
    const masters = await list(t.master, { searchQuery: tag, filters: { masterOrganization: true } });
    expect(masters.body.docs.map((o: { name: string }) => o.name)).toEqual([`${tag} C`]);
    const both = await list(t.master, { limit: 100, filters: { slug: [world.org.slug, other.org.slug] } });
    expect(both.body.totalDocs).toBe(2);
  });

  it("refuses fields it cannot sort, filter or search by", async () => {
    expectError(await list(t.master, { sortBy: "chatConfig" }), 400, "VALIDATION_ERROR");
    expectError(await list(t.master, { filters: { createdById: "x" } }), 400, "VALIDATION_ERROR");
    expectError(
      await list(t.master, { searchQuery: "a", searchFields: ["active"] }),
      400,
      "VALIDATION_ERROR",
    );
  });
});

describe("another organisation's caller", () => {
  it("gets ORGANIZATION_NOT_EXISTS on get, update and members, and changes nothing", async () => {
    for (const token of [t.otherAdmin, t.otherCoach]) {
      expectError(await get(token, world.org.id), 404, "ORGANIZATION_NOT_EXISTS");
    }
    expectError(await put(t.otherAdmin, world.org.id, { name: "Hijacked" }), 404, "ORGANIZATION_NOT_EXISTS");
    expectError(
      await members(t.otherAdmin, world.org.id, { usersToRemove: [world.athleteB.id] }),
      404,
      "ORGANIZATION_NOT_EXISTS",
    );
    // Adding oneself to it through one's own id is refused the same way.
    expectError(
      await members(t.otherAdmin, world.org.id, { usersToAdd: [other.admin.id] }),
      404,
      "ORGANIZATION_NOT_EXISTS",
    );
    const stored = await db.organization.findUniqueOrThrow({ where: { id: world.org.id } });
    expect(stored.name).not.toBe("Hijacked");
    expect((await db.user.findUniqueOrThrow({ where: { id: world.athleteB.id } })).organizationId).toBe(
      world.org.id,
    );
  });

  it("is refused update, members and delete by the permission table before any lookup when not an admin", async () => {
    // Coaches may not update, change members of or delete any organisation, and plain admins may not delete
    // any: the table answers FORBIDDEN for every id alike, so it reveals nothing about this one.
    expectError(await put(t.otherCoach, world.org.id, { name: "x" }), 403, "FORBIDDEN");
    expectError(await members(t.otherCoach, world.org.id, { usersToAdd: [] }), 403, "FORBIDDEN");
    expectError(await del(t.otherCoach, world.org.id), 403, "FORBIDDEN");
    expectError(await del(t.otherAdmin, world.org.id), 403, "FORBIDDEN");
    const missing = await del(t.otherAdmin, MISSING_ID);
    expectError(missing, 403, "FORBIDDEN");
  });

  it("sees nothing of it in paginate, whatever the filters or search", async () => {
    for (const token of [t.otherAdmin, t.otherCoach]) {
      const all = await list(token, { limit: 100 });
      expect(all.body.docs.map((o: { _id: string }) => o._id)).toEqual([other.org.id]);
      const probe = await list(token, { filters: { slug: world.org.slug } });
      expect(probe.body).toMatchObject({ totalDocs: 0, docs: [] });
      const search = await list(token, { searchQuery: world.org.name });
      expect(search.body.totalDocs).toBe(0);
    }
  });

  it("is a master admin, who may act on any organisation", async () => {
    const org = await makeOrganization();
    expect((await get(t.master, org.org.id)).body).toMatchObject({ _id: org.org.id, usersCount: 4 });
    const updated = await put(t.master, org.org.id, { description: "Set by the master" });
    expect(updated.body).toMatchObject({
      description: "Set by the master",
      updatedBy: masterWorld.master.id,
    });
    const moved = await members(t.master, org.org.id, { usersToRemove: [org.athleteB.id] });
    expect(moved.body.usersCount).toBe(3);
    const seen = await list(t.master, { filters: { slug: org.org.slug } });
    expect(seen.body.docs.map((o: { _id: string }) => o._id)).toEqual([org.org.id]);
    expect((await del(t.master, org.org.id)).status).toBe(200);
  });
});
