import { beforeAll, describe, expect, it } from "vitest";
import { users } from "@/lib/contracts/users/endpoints";
import { signInWithCredentials } from "@/server/auth/sign-in";
import { db } from "@/server/db";
import { adminAuth } from "@/server/identity/firebase-admin";
import { refreshTokens, signInWithPassword } from "@/server/identity/identity-toolkit";
import { type BodyOf, caller, request } from "../support/api-client";
import { sessionCookie } from "../support/call";
import {
  idTokenOf,
  makeOrganization,
  makePerson,
  makeTeam,
  PASSWORD,
  type Person,
  unique,
} from "../support/fixtures";
import { giveDetails, setUser } from "../support/state";
import { capturingErrors, newUserBody, providerAccount, withUserInsertsRefused } from "../support/users";

const PHONE_MESSAGE = "Value must contain only digits, parentheses, hyphens, and dots";
const NOT_FOUND = { isAppError: true, code: "BAD_REQUEST", message: "User not found" };
const MISSING_ID = "f".repeat(24);

const post = caller(users.create);
const get = caller(users.get);
const put = caller(users.update);

let world: Awaited<ReturnType<typeof makeOrganization>>;
let other: Awaited<ReturnType<typeof makeOrganization>>;
let masterOrg: Awaited<ReturnType<typeof makeOrganization>>;
let master: Person;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  world = await makeOrganization();
  other = await makeOrganization();
  masterOrg = await makeOrganization({ master: true });
  master = await makePerson(masterOrg.org.id, "admin", { isAdminMaster: true });
  for (const [key, person] of Object.entries({
    admin: world.admin,
    coach: world.coach,
    athlete: world.athleteA,
    otherAdmin: other.admin,
    otherCoach: other.coach,
    masterOrgAdmin: masterOrg.admin,
    master,
  })) {
    tokens[key] = await idTokenOf(person);
  }
});

const dbUser = (id: string) => db.user.findUnique({ where: { id }, include: { teams: true } });

describe("POST /users", () => {
  it("creates the provider account and the user, who can then sign in; a single team becomes the list", async () => {
    const body = newUserBody({
      email: `${unique("Mixed-Case")}@Test.Example.com`,
      team: world.teamA.id,
      phoneCode: "1",
      phone: "(555)123-4567",
      address: { city: "Lisbon" },
    });
    const res = await post(tokens.admin, body);
    expect(res.status).toBe(201);
    const email = body.email.toLowerCase();
    expect(res.body).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      __v: 0,
      name: body.name,
      email,
      role: "user",
      active: true,
      isAdminMaster: false,
      phoneCode: "1",
      phone: "(555)123-4567",
      address: { city: "Lisbon", state: "", country: "", address: "" },
      organization: { _id: world.org.id, name: world.org.name },
      teams: [{ _id: world.teamA.id, name: "Team A" }],
      details: null,
    });
    for (const secret of ["password", "confirmPassword", "team", "id", "organizationId"]) {
      expect(res.body).not.toHaveProperty(secret);
    }

    const account = await providerAccount(email);
    expect(account).toMatchObject({ uid: res.body.firebaseId, displayName: body.name, disabled: false });
    const session = await signInWithPassword(email, PASSWORD);
    expect(session.uid).toBe(res.body.firebaseId);
    const me = await request(users.getMe, { token: session.idToken });
    expect(me.body).toMatchObject({ _id: res.body._id, email });
  });

  it("keeps a teams list, and accepts a name of exactly 255 characters", async () => {
    const res = await post(
      tokens.admin,
      newUserBody({ name: "x".repeat(255), role: "coach", teams: [world.teamA.id, world.teamB.id] }),
    );
    expect(res.status).toBe(201);
    expect(res.body.role).toBe("coach");
    expect(res.body.teams.map((t: { _id: string }) => t._id).sort()).toEqual(
      [world.teamA.id, world.teamB.id].sort(),
    );
  });

  it("creates an inactive user with a disabled provider account", async () => {
    const body = newUserBody({ active: false });
    const res = await post(tokens.admin, body);
    expect(res.status).toBe(201);
    expect(res.body.active).toBe(false);
    expect((await providerAccount(body.email))?.disabled).toBe(true);
    expect(await signInWithCredentials(body.email, PASSWORD)).toEqual({ ok: false, reason: "inactive" });
  });

  it("refuses an e-mail already registered, in our records or only at the provider", async () => {
    const here = await post(tokens.admin, newUserBody({ email: world.athleteA.email.toUpperCase() }));
    expect(here.status).toBe(409);
    expect(here.body.error).toEqual({
      isAppError: true,
      code: "USER_EMAIL_ALREADY_REGISTERED",
      message: "User with given email already exists",
    });

    const email = `${unique("provider-only")}@test.example.com`;
    const stray = await adminAuth().createUser({ email, password: PASSWORD });
    try {
      const there = await post(tokens.admin, newUserBody({ email }));
      expect(there.status).toBe(409);
      expect(there.body.error.code).toBe("USER_EMAIL_ALREADY_REGISTERED");
      expect(await db.user.count({ where: { email } })).toBe(0);
      expect((await providerAccount(email))?.uid).toBe(stray.uid);
    } finally {
      await adminAuth().deleteUser(stray.uid);
    }
  });

  it("answers the §5 messages on the fields and makes no account", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { password: "Short-7", confirmPassword: "Short-7" },
        "password",
        "Password must be at least 8 characters long",
      ],
      [{ confirmPassword: "Another-pass-1" }, "confirmPassword", "Password does not match"],
      [{ role: undefined }, "role", "Role is required"],
      [{ role: "owner" }, "role", "Role is required"],
      [{ phone: "+1 555 0100" }, "phone", PHONE_MESSAGE],
      [{ phoneCode: "+351" }, "phoneCode", PHONE_MESSAGE],
      [{ name: "" }, "name", "Field is required"],
      [{ name: "   " }, "name", "Field is required"],
      [{ name: "x".repeat(256) }, "name", "Must be at most 255 characters"],
      [{ email: "not-an-email" }, "email", "Invalid email"],
    ];
    for (const [overrides, path, message] of cases) {
      const body = newUserBody(overrides);
      const res = await post(tokens.admin, body);
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
      expect(res.body.error.fields).toContainEqual({ path, message });
      if (path !== "email") expect(await providerAccount(body.email)).toBeNull();
    }
  });

  it("refuses teams that are not the organisation's as 'Team not found', before any account is made", async () => {
    for (const team of [other.teamA.id, MISSING_ID]) {
      const body = newUserBody({ teams: [world.teamA.id, team] });
      const res = await post(tokens.admin, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        code: "VALIDATION_ERROR",
        fields: [{ path: "teams", message: "Team not found" }],
      });
      expect(await providerAccount(body.email)).toBeNull();
    }
  });

  it("lets only a master admin create in another organisation or create a master admin", async () => {
    for (const overrides of [{ organization: other.org.id }, { isAdminMaster: true }]) {
      const body = newUserBody(overrides);
      const res = await post(tokens.admin, body);
      expect([res.status, res.body.error?.code]).toEqual([403, "FORBIDDEN"]);
      expect(await providerAccount(body.email)).toBeNull();
    }
    const own = await post(tokens.admin, newUserBody({ organization: world.org.id, isAdminMaster: false }));
    expect(own.status).toBe(201);

    const elsewhere = await post(
      tokens.master,
      newUserBody({ organization: other.org.id, team: other.teamB.id }),
    );
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.body).toMatchObject({
      organization: { _id: other.org.id },
      teams: [{ _id: other.teamB.id }],
    });
    const masterMade = await post(tokens.master, newUserBody({ role: "admin", isAdminMaster: true }));
    expect(masterMade.body).toMatchObject({ isAdminMaster: true, organization: { _id: masterOrg.org.id } });
    const nowhere = await post(tokens.master, newUserBody({ organization: MISSING_ID }));
    expect([nowhere.status, nowhere.body.error.code]).toEqual([404, "ORGANIZATION_NOT_EXISTS"]);
  });

  it("refuses coaches and athletes", async () => {
    for (const token of [tokens.coach, tokens.athlete]) {
      const body = newUserBody();
      const res = await post(token, body);
      expect([res.status, res.body.error.code]).toEqual([403, "FORBIDDEN"]);
      expect(await providerAccount(body.email)).toBeNull();
    }
  });

  it("deletes the provider account again when the user row cannot be written", async () => {
    const prefix = unique("refused");
    const body = newUserBody({ email: `${prefix}@test.example.com` });
    const { result: res, logged } = await capturingErrors(() =>
      withUserInsertsRefused(prefix, () => post(tokens.admin, body)),
    );
    expect(res.body.error).toEqual({ isAppError: true, code: "INTERNAL_ERROR", message: "Unexpected Error" });
    expect(logged).toContain("insert refused by test");
    expect(await db.user.count({ where: { email: body.email } })).toBe(0);
    expect(await providerAccount(body.email)).toBeNull();
  });
});

describe("PUT /users/{id} by an admin", () => {
  it("updates the account; a single team replaces the teams; the version counts up", async () => {
    const person = await makePerson(world.org.id, "user", { teamIds: [world.teamA.id] });
    const before = await dbUser(person.id);
    const res = await put(tokens.admin, person.id, {
      name: "Renamed By Admin",
      phoneCode: "351",
      phone: "912.345.678",
      role: "coach",
      team: world.teamB.id,
      timezone: "Europe/Lisbon",
      canViewChatHiddenInfo: true,
      invisibleToOthers: true,
      filledIntakeForm: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: person.id,
      __v: (before?.version ?? 0) + 1,
      name: "Renamed By Admin",
      phone: "912.345.678",
      role: "coach",
      teams: [{ _id: world.teamB.id }],
      canViewChatHiddenInfo: true,
      invisibleToOthers: true,
      filledIntakeForm: false,
    });
    expect((await providerAccount(person.email))?.displayName).toBe("Renamed By Admin");
  });

  it("changes e-mail and password at the provider too", async () => {
    const person = await makePerson(world.org.id, "user");
    const email = `${unique("moved")}@test.example.com`;
    const res = await put(tokens.admin, person.id, {
      email: email.toUpperCase(),
      password: "New-pass-5678",
      confirmPassword: "New-pass-5678",
    });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(email);
    expect((await signInWithPassword(email, "New-pass-5678")).uid).toBe(person.firebaseId);
    await expect(signInWithPassword(email, PASSWORD)).rejects.toThrow();
    expect(await providerAccount(person.email)).toBeNull();

    const unconfirmed = await put(tokens.admin, person.id, { password: "Other-pass-5678" });
    expect(unconfirmed.body.error.fields).toEqual([
      { path: "confirmPassword", message: "Password does not match" },
    ]);
    const short = await put(tokens.admin, person.id, { password: "short", confirmPassword: "short" });
    expect(short.body.error.fields).toContainEqual({
      path: "password",
      message: "Password must be at least 8 characters long",
    });
  });

  it("refuses an e-mail that is taken, here or at the provider, and changes nothing", async () => {
    const person = await makePerson(world.org.id, "user");
    const taken = await put(tokens.admin, person.id, { email: world.coach.email, name: "Should Not Stick" });
    expect([taken.status, taken.body.error.code]).toEqual([409, "USER_EMAIL_ALREADY_REGISTERED"]);

    const email = `${unique("provider-only")}@test.example.com`;
    const stray = await adminAuth().createUser({ email, password: PASSWORD });
    try {
      const there = await put(tokens.admin, person.id, { email, name: "Should Not Stick" });
      expect([there.status, there.body.error.code]).toEqual([409, "USER_EMAIL_ALREADY_REGISTERED"]);
    } finally {
      await adminAuth().deleteUser(stray.uid);
    }
    // The row was written inside the transaction the provider's refusal rolled back.
    const row = await dbUser(person.id);
    expect(row).toMatchObject({ email: person.email, version: 0 });
    expect(row?.name).not.toBe("Should Not Stick");
  });

  it("refuses teams of another organisation", async () => {
    const res = await put(tokens.admin, world.athleteA.id, { teams: [world.teamA.id, other.teamA.id] });
    expect(res.body.error).toMatchObject({
      code: "VALIDATION_ERROR",
      fields: [{ path: "teams", message: "Team not found" }],
    });
    expect((await dbUser(world.athleteA.id))?.teams.map((t) => t.id)).toEqual([world.teamA.id]);
  });

  it("deactivating stops sign-in, token refresh and API calls; reactivating lets the user back in", async () => {
    const person = await makePerson(world.org.id, "user", { teamIds: [world.teamA.id] });
    const session = await signInWithPassword(person.email, PASSWORD);

    const off = await put(tokens.admin, person.id, { active: false });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect(await signInWithCredentials(person.email, PASSWORD)).toEqual({ ok: false, reason: "inactive" });
    await expect(refreshTokens(session.refreshToken)).rejects.toThrow();
    // The web app's calls (session cookie) reach our own check of the account.
    const viaCookie = await request(users.getMe, { cookie: await sessionCookie({ sub: person.id }) });
    expect([viaCookie.status, viaCookie.body.error]).toEqual([
      403,
      { isAppError: true, code: "USER_NOT_ACTIVE", message: "User not allowed" },
    ]);
    // A Bearer ID token issued before: whether the provider refuses the disabled account or our own check
    // does, the answer is the same.
    const viaToken = await request(users.getMe, { token: session.idToken });
    expect([viaToken.status, viaToken.body.error?.code]).toEqual([403, "USER_NOT_ACTIVE"]);
    expect((await providerAccount(person.email))?.disabled).toBe(true);

    const on = await put(tokens.admin, person.id, { active: true });
    expect(on.body.active).toBe(true);
    expect((await providerAccount(person.email))?.disabled).toBe(false);
    const back = await signInWithCredentials(person.email, PASSWORD);
    expect(back.ok).toBe(true);
  });

  it("refuses an admin demoting or deactivating themselves", async () => {
    const bodies: BodyOf<typeof users.update>[] = [{ role: "coach" }, { role: "user" }, { active: false }];
    for (const body of bodies) {
      const res = await put(tokens.admin, world.admin.id, body);
      expect([res.status, res.body.error]).toEqual([
        400,
        { isAppError: true, code: "BAD_REQUEST", message: "You cannot demote or deactivate yourself" },
      ]);
    }
    const masterDemotes = await put(tokens.master, master.id, { isAdminMaster: false });
    expect(masterDemotes.body.error.code).toBe("BAD_REQUEST");
    expect(await dbUser(world.admin.id)).toMatchObject({ role: "admin", active: true });
    expect(await dbUser(master.id)).toMatchObject({ isAdminMaster: true });

    const rename = await put(tokens.admin, world.admin.id, {
      name: "Still The Admin",
      role: "admin",
      active: true,
    });
    expect(rename.status).toBe(200);
  });

  it("lets only a master admin change the master flag or touch a master admin's account", async () => {
    const person = await makePerson(world.org.id, "admin");
    const grant = await put(tokens.admin, person.id, { isAdminMaster: true });
    expect([grant.status, grant.body.error.code]).toEqual([403, "FORBIDDEN"]);
    const unchanged = await put(tokens.admin, person.id, { isAdminMaster: false, name: "Same Flag" });
    expect(unchanged.status).toBe(200);

    const byMaster = await put(
      tokens.master,
      person.id,
      { isAdminMaster: true },
      { "x-organization-id": world.org.id },
    );
    expect(byMaster.body.isAdminMaster).toBe(true);
    // Now a master admin: a plain admin of the same organisation may no longer change their account.
    const takeover = await put(tokens.admin, person.id, {
      password: "Taken-over-1",
      confirmPassword: "Taken-over-1",
    });
    expect([takeover.status, takeover.body.error.code]).toEqual([403, "FORBIDDEN"]);
    await expect(signInWithPassword(person.email, "Taken-over-1")).rejects.toThrow();
    const fromMasterOrg = await put(tokens.masterOrgAdmin, master.id, { name: "Hijacked" });
    expect(fromMasterOrg.body.error.code).toBe("FORBIDDEN");
  });

  it("answers 'User not found' for an unknown id and a malformed id", async () => {
    const missing = await put(tokens.admin, MISSING_ID, { name: "Nobody" });
    expect([missing.status, missing.body.error]).toEqual([404, NOT_FOUND]);
    const malformed = await put(tokens.admin, "not-an-id", { name: "Nobody" });
    expect(malformed.body.error).toMatchObject({ code: "VALIDATION_ERROR", fields: [{ path: "params.id" }] });
  });
});

describe("PUT /users/{id} by a coach", () => {
  let outsider: Person;
  let hidden: Person;

  beforeAll(async () => {
    const teamC = await makeTeam(world.org.id, "Team C");
    outsider = await makePerson(world.org.id, "user", { teamIds: [teamC.id] });
    hidden = await makePerson(world.org.id, "user", { teamIds: [world.teamA.id] });
    await setUser(hidden.id, { invisibleToOthers: true });
  });

  it("updates the contact details of an athlete of their teams", async () => {
    const res = await put(tokens.coach, world.athleteB.id, {
      name: "Coached Athlete",
      phoneCode: "44",
      phone: "020-7946-0018",
      image: "https://example.com/a.png",
      address: { city: "Leeds", country: "UK" },
      timezone: "Europe/London",
      canViewChatHiddenInfo: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: "Coached Athlete",
      phone: "020-7946-0018",
      address: { city: "Leeds", country: "UK", state: "" },
      canViewChatHiddenInfo: true,
    });
  });

  it("is refused every other field, even next to allowed ones, and nothing changes", async () => {
    const before = await dbUser(world.athleteA.id);
    const bodies: BodyOf<typeof users.update>[] = [
      { role: "coach" },
      { active: false },
      { email: `${unique("coach-set")}@test.example.com` },
      { teams: [world.teamB.id] },
      { team: world.teamB.id },
      { invisibleToOthers: true },
      { filledIntakeForm: false },
      { isAdminMaster: true },
      { password: "Coach-set-123", confirmPassword: "Coach-set-123" },
      { name: "Sneaky", role: "admin" },
    ];
    for (const body of bodies) {
      const res = await put(tokens.coach, world.athleteA.id, body);
      expect([res.status, res.body.error.code], JSON.stringify(body)).toEqual([403, "FORBIDDEN"]);
    }
    expect(await dbUser(world.athleteA.id)).toEqual(before);
  });

  it("may not update coaches, admins or themselves", async () => {
    const colleague = await makePerson(world.org.id, "coach", { teamIds: [world.teamA.id] });
    for (const id of [colleague.id, world.coach.id]) {
      const res = await put(tokens.coach, id, { name: "Renamed By Coach" });
      expect([res.status, res.body.error.code]).toEqual([403, "FORBIDDEN"]);
    }
    // The admin is in no team of the coach, so is not even visible to them.
    const admin = await put(tokens.coach, world.admin.id, { name: "Renamed By Coach" });
    expect([admin.status, admin.body.error]).toEqual([404, NOT_FOUND]);
  });

  it("does not reach athletes outside their teams, hidden ones or other organisations'", async () => {
    for (const id of [outsider.id, hidden.id, other.athleteA.id]) {
      const res = await put(tokens.coach, id, { name: "Renamed By Coach" });
      expect([res.status, res.body.error]).toEqual([404, NOT_FOUND]);
    }
    const inTeam = await put(
      tokens.coach,
      world.athleteA.id,
      { name: "Renamed" },
      { "x-team-id": world.teamB.id },
    );
    expect(inTeam.status).toBe(404);
  });

  it("athletes may not use it at all", async () => {
    const res = await put(tokens.athlete, world.athleteA.id, { name: "Self" });
    expect([res.status, res.body.error.code]).toEqual([403, "FORBIDDEN"]);
  });
});

describe("DELETE /users/{id}", () => {
  it("deletes the user, what they own, and their provider account", async () => {
    const person = await makePerson(world.org.id, "user", { teamIds: [world.teamA.id] });
    await giveDetails(person.id, { bio: "Soon gone" });
    const res = await request(users.remove, { token: tokens.admin, params: { id: person.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: person.id, email: person.email });
    expect(await db.user.findUnique({ where: { id: person.id } })).toBeNull();
    expect(await db.userDetails.count({ where: { userId: person.id } })).toBe(0);
    expect(await providerAccount(person.email)).toBeNull();
    expect(await signInWithCredentials(person.email, PASSWORD)).toEqual({ ok: false, reason: "invalid" });
    const again = await request(users.remove, { token: tokens.admin, params: { id: person.id } });
    expect([again.status, again.body.error]).toEqual([404, NOT_FOUND]);
  });

  it("refuses deleting oneself, and non-admins", async () => {
    const self = await request(users.remove, { token: tokens.admin, params: { id: world.admin.id } });
    expect([self.status, self.body.error]).toEqual([
      400,
      { isAppError: true, code: "BAD_REQUEST", message: "You cannot delete yourself" },
    ]);
    for (const token of [tokens.coach, tokens.athlete]) {
      const res = await request(users.remove, { token, params: { id: world.athleteB.id } });
      expect([res.status, res.body.error.code]).toEqual([403, "FORBIDDEN"]);
    }
    expect(await db.user.count({ where: { id: { in: [world.admin.id, world.athleteB.id] } } })).toBe(2);
  });

  it("keeps master admins for master admins, who may delete in any organisation", async () => {
    const otherMaster = await makePerson(masterOrg.org.id, "admin", { isAdminMaster: true });
    const plain = await request(users.remove, {
      token: tokens.masterOrgAdmin,
      params: { id: otherMaster.id },
    });
    expect([plain.status, plain.body.error.code]).toEqual([403, "FORBIDDEN"]);
    expect(await providerAccount(otherMaster.email)).not.toBeNull();

    const person = await makePerson(other.org.id, "user");
    const res = await request(users.remove, { token: tokens.master, params: { id: person.id } });
    expect(res.status).toBe(200);
    expect(await providerAccount(person.email)).toBeNull();
  });
});

describe("GET /users/{id}", () => {
  let hidden: Person;

  beforeAll(async () => {
    hidden = await makePerson(world.org.id, "user", { teamIds: [world.teamA.id] });
    await setUser(hidden.id, { invisibleToOthers: true });
  });

  it("answers the user with organisation, teams and details in the spec's spellings", async () => {
    const person = await makePerson(world.org.id, "user", { teamIds: [world.teamB.id] });
    await giveDetails(person.id, {
      injuryStatusValue: "serious_injury",
      injuryStatusDescription: "Torn ligament",
      preferredLanguage: "pt_BR",
      preferredGender: "non_binary",
      stressTriggers: ["exams"],
    });
    const res = await get(tokens.admin, person.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: person.id,
      email: person.email,
      organization: { _id: world.org.id, name: world.org.name },
      teams: [{ _id: world.teamB.id, name: "Team B" }],
      details: {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        __v: 0,
        user: person.id,
        injuryStatus: { value: "serious-injury", description: "Torn ligament" },
        preferredLanguage: "pt-BR",
        preferredGender: "non-binary",
        stressTriggers: ["exams"],
      },
    });
    for (const column of ["injuryStatusValue", "injuryStatusDescription", "userId", "id", "version"]) {
      expect(res.body.details).not.toHaveProperty(column);
    }
    const bare = await get(tokens.admin, world.athleteA.id);
    expect(bare.body.details).toBeNull();
  });

  it("shows an athlete only themselves", async () => {
    expect((await get(tokens.athlete, world.athleteA.id)).status).toBe(200);
    for (const id of [world.athleteB.id, world.coach.id, world.admin.id]) {
      const res = await get(tokens.athlete, id);
      expect([res.status, res.body.error]).toEqual([404, NOT_FOUND]);
    }
    const hiddenSelf = await get(await idTokenOf(hidden), hidden.id);
    expect(hiddenSelf.status).toBe(200);
  });

  it("shows a coach their teams' members except those invisible to others, and an admin everyone", async () => {
    for (const id of [world.coach.id, world.athleteA.id, world.athleteB.id]) {
      expect((await get(tokens.coach, id)).status).toBe(200);
    }
    for (const id of [hidden.id, world.admin.id]) {
      const res = await get(tokens.coach, id);
      expect([res.status, res.body.error]).toEqual([404, NOT_FOUND]);
    }
    const teamNarrowed = await get(tokens.coach, world.athleteA.id, { "x-team-id": world.teamB.id });
    expect(teamNarrowed.status).toBe(404);
    for (const id of [hidden.id, world.coach.id, world.admin.id]) {
      expect((await get(tokens.admin, id)).status).toBe(200);
    }
  });

  it("answers 'User not found' for an unknown id", async () => {
    const res = await get(tokens.admin, MISSING_ID);
    expect([res.status, res.body.error]).toEqual([404, NOT_FOUND]);
  });
});

describe("another organisation", () => {
  it("gets 'User not found' on get, update and delete, and never sees the users in paginate", async () => {
    for (const target of [world.athleteA, world.admin, world.coach]) {
      const before = await dbUser(target.id);
      const read = await get(tokens.otherAdmin, target.id);
      expect([read.status, read.body.error]).toEqual([404, NOT_FOUND]);
      const change = await put(tokens.otherAdmin, target.id, { name: "Hijacked", active: false });
      expect([change.status, change.body.error]).toEqual([404, NOT_FOUND]);
      const coachChange = await put(tokens.otherCoach, target.id, { name: "Hijacked" });
      expect([coachChange.status, coachChange.body.error]).toEqual([404, NOT_FOUND]);
      const removal = await request(users.remove, { token: tokens.otherAdmin, params: { id: target.id } });
      expect([removal.status, removal.body.error]).toEqual([404, NOT_FOUND]);

      expect(await dbUser(target.id)).toEqual(before);
      expect((await providerAccount(target.email))?.disabled).toBe(false);
      const listed = await request(users.paginate, {
        token: tokens.otherAdmin,
        body: { searchQuery: target.email, limit: 100 },
      });
      expect(listed.status).toBe(200);
      expect(listed.body.totalDocs).toBe(0);
    }
    const byOrg = await request(users.paginate, {
      token: tokens.otherAdmin,
      body: { filters: { organization: world.org.id }, limit: 100 },
    });
    expect(byOrg.body).toMatchObject({ totalDocs: 0, docs: [] });
  });

  it("cannot borrow the organisation by header; a master admin can, and only with it", async () => {
    const header = { "x-organization-id": world.org.id };
    const borrowed = await get(tokens.otherAdmin, world.athleteA.id, header);
    expect([borrowed.status, borrowed.body.error.code]).toEqual([403, "FORBIDDEN"]);
    const masterWithout = await get(tokens.master, world.athleteA.id);
    expect(masterWithout.status).toBe(404);
    const masterWith = await get(tokens.master, world.athleteA.id, header);
    expect(masterWith.body._id).toBe(world.athleteA.id);
  });
});
