import { beforeAll, describe, expect, it } from "vitest";
import { users } from "@/lib/contracts/users/endpoints";
import { caller, offContract } from "../support/api-client";
import { idTokenOf, makeOrganization, makePerson } from "../support/fixtures";

let world: Awaited<ReturnType<typeof makeOrganization>>;
let other: Awaited<ReturnType<typeof makeOrganization>>;
const tokens: Record<string, string> = {};

const list = caller(users.paginate);

beforeAll(async () => {
  world = await makeOrganization();
  other = await makeOrganization();
  for (const [key, person] of Object.entries({
    admin: world.admin,
    coach: world.coach,
    athlete: world.athleteA,
    otherAdmin: other.admin,
  })) {
    tokens[key] = await idTokenOf(person);
  }
  const masterOrg = await makeOrganization({ master: true });
  const master = await makePerson(masterOrg.org.id, "admin", { isAdminMaster: true });
  tokens.master = await idTokenOf(master);
});

describe("POST /users/paginate", () => {
  it("pages through the organisation's users in the §3 shape", async () => {
    const first = await list(tokens.admin, { limit: 2, sortBy: "email" });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      totalDocs: 4,
      limit: 2,
      page: 1,
      totalPages: 2,
      hasNextPage: true,
      hasPrevPage: false,
    });
    const second = await list(tokens.admin, { limit: 2, page: 2, sortBy: "email" });
    expect(second.body).toMatchObject({ page: 2, hasNextPage: false, hasPrevPage: true });
    const emails = [...first.body.docs, ...second.body.docs].map((u: { email: string }) => u.email);
    expect(emails).toEqual(
      [world.admin.email, world.coach.email, world.athleteA.email, world.athleteB.email].sort(),
    );
    expect(first.body.docs[0]).toHaveProperty("_id");
  });

  it("sorts descending and past the last page returns no docs", async () => {
    const desc = await list(tokens.admin, { sortBy: "email", sortOrder: "desc" });
    const emails = desc.body.docs.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort().reverse());
    const beyond = await list(tokens.admin, { page: 9 });
    expect(beyond.body).toMatchObject({ docs: [], totalDocs: 4, page: 9 });
  });

  it("filters and searches", async () => {
    const athletes = await list(tokens.admin, { filters: { role: "user" } });
    expect(athletes.body.totalDocs).toBe(2);
    const teamB = await list(tokens.admin, { filters: { teams: world.teamB.id, role: "user" } });
    expect(teamB.body.docs.map((u: { _id: string }) => u._id)).toEqual([world.athleteB.id]);
    const found = await list(tokens.admin, { searchQuery: world.coach.email.slice(0, 12).toUpperCase() });
    expect(found.body.docs.map((u: { _id: string }) => u._id)).toEqual([world.coach.id]);
  });

  it("shows an athlete only themselves and a coach their teams", async () => {
    const mine = await list(tokens.athlete);
    expect(mine.body.docs.map((u: { _id: string }) => u._id)).toEqual([world.athleteA.id]);
    const coachView = await list(tokens.coach);
    expect(coachView.body.totalDocs).toBe(3);
    const teamView = await list(tokens.coach, {}, { "x-team-id": world.teamA.id });
    expect(new Set(teamView.body.docs.map((u: { _id: string }) => u._id))).toEqual(
      new Set([world.coach.id, world.athleteA.id]),
    );
  });

  it("refuses a header naming another organisation or its team, except for a master admin", async () => {
    const foreignOrg = await list(tokens.admin, {}, { "x-organization-id": other.org.id });
    expect(foreignOrg.status).toBe(403);
    expect(foreignOrg.body.error.code).toBe("FORBIDDEN");
    const foreignTeam = await list(tokens.admin, {}, { "x-team-id": other.teamA.id });
    expect(foreignTeam.body.error.code).toBe("FORBIDDEN");
    const athleteOtherTeam = await list(tokens.athlete, {}, { "x-team-id": world.teamB.id });
    expect(athleteOtherTeam.body.error.code).toBe("FORBIDDEN");
    const master = await list(tokens.master, {}, { "x-organization-id": other.org.id });
    expect(master.status).toBe(200);
    expect(master.body.docs.map((u: { email: string }) => u.email)).toContain(other.admin.email);
    const missing = await list(tokens.master, {}, { "x-organization-id": "f".repeat(24) });
    expect(missing.body.error.code).toBe("ORGANIZATION_NOT_EXISTS");
  });

  it("never shows another organisation's users", async () => {
    const res = await list(tokens.otherAdmin, { limit: 100 });
    const ids = res.body.docs.map((u: { _id: string }) => u._id);
    expect(ids).not.toContain(world.admin.id);
    expect(res.body.totalDocs).toBe(4);
  });

  it("refuses bad list queries with VALIDATION_ERROR naming the field", async () => {
    for (const [body, path] of [
      [{ page: 0 }, "page"],
      [{ limit: -1 }, "limit"],
      [{ sortOrder: "sideways" }, "sortOrder"],
      [{ sortBy: "firebaseId" }, "sortBy"],
      [{ filters: { firebaseId: "x" } }, "filters.firebaseId"],
    ] as const) {
      const res = await list(tokens.admin, offContract(body));
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
      expect(res.body.error.fields.map((f: { path: string }) => f.path)).toContain(path);
    }
  });

  it("refuses malformed context headers", async () => {
    const res = await list(tokens.admin, {}, { "x-organization-id": "not-an-id" });
    expect(res.body.error.code).toBe("VALIDATION_ERROR");
    const tz = await list(tokens.admin, {}, { "x-timezone": "Mars/Olympus" });
    expect(tz.body.error.fields).toEqual([{ path: "x-timezone", message: "Invalid timezone" }]);
  });
});
