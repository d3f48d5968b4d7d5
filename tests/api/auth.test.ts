import { beforeAll, describe, expect, it } from "vitest";
import { POST as passwordReset } from "@/app/api/auth/password-reset/route";
import { users } from "@/lib/contracts/users/endpoints";
import { ACCOUNT_MESSAGES } from "@/lib/errors";
import { signInWithCredentials } from "@/server/auth/sign-in";
import { db } from "@/server/db";
import { request } from "../support/api-client";
import { call, expiredIdToken, sessionCookie } from "../support/call";
import { idTokenOf, makeOrganization, makePerson, PASSWORD } from "../support/fixtures";
import { setOrganization, setUser } from "../support/state";

let world: Awaited<ReturnType<typeof makeOrganization>>;

beforeAll(async () => {
  world = await makeOrganization();
});

describe("sign-in at the identity provider (§4)", () => {
  it("signs in with good credentials and records the login", async () => {
    const result = await signInWithCredentials(world.athleteA.email, PASSWORD);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.user).toMatchObject({ _id: world.athleteA.id, role: "user", teams: [world.teamA.id] });
    expect(result.tokens.idToken.split(".")).toHaveLength(3);
    const row = await db.user.findUniqueOrThrow({ where: { id: world.athleteA.id } });
    expect(row.lastLoginAt).toBeInstanceOf(Date);
    // The first activity of the day starts a streak; signing in again the same day does not extend it.
    expect(row.streakDays).toBe(1);
    await signInWithCredentials(world.athleteA.email, PASSWORD);
    const again = await db.user.findUniqueOrThrow({ where: { id: world.athleteA.id } });
    expect([again.streakDays, again.maxStreakDays]).toEqual([1, 1]);
    // The login is counted in today's usage statistics of the organisation and of the athlete's team.
    const records = await db.usageStatistics.findMany({
      where: {
        organizationId: world.org.id,
        dateType: "day",
        usersLoggedIn: { some: { id: world.athleteA.id } },
      },
    });
    expect(records.map((r) => r.teamId).sort()).toEqual([world.teamA.id, null].sort());
  });

  it("refuses a wrong password and an unknown e-mail alike", async () => {
    expect(await signInWithCredentials(world.athleteA.email, "wrong-password")).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await signInWithCredentials("nobody@test.example.com", PASSWORD)).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("refuses an inactive user, a user without organisation and a user of an inactive organisation", async () => {
    const inactive = await makePerson(world.org.id, "user", { active: false });
    expect(await signInWithCredentials(inactive.email, PASSWORD)).toEqual({ ok: false, reason: "inactive" });
    const orphan = await makePerson(null, "user");
    expect(await signInWithCredentials(orphan.email, PASSWORD)).toEqual({
      ok: false,
      reason: "no-organization",
    });
    const closing = await makeOrganization();
    await setOrganization(closing.org.id, { active: false });
    expect(await signInWithCredentials(closing.admin.email, PASSWORD)).toEqual({
      ok: false,
      reason: "organization-inactive",
    });
  });

  it("lets an inactive master admin in, since master admins are always usable (§6)", async () => {
    const master = await makePerson(world.org.id, "admin", { isAdminMaster: true, active: false });
    expect((await signInWithCredentials(master.email, PASSWORD)).ok).toBe(true);
  });
});

describe("API authentication (§7, §8)", () => {
  it("accepts a provider ID token as Bearer", async () => {
    const res = await request(users.getMe, { token: await idTokenOf(world.coach) });
    expect(res.status).toBe(200);
    expect(res.body._id).toBe(world.coach.id);
  });

  it("accepts the web session cookie", async () => {
    const res = await request(users.getMe, { cookie: await sessionCookie({ sub: world.admin.id }) });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(world.admin.email);
  });

  it("answers NOT_AUTHORIZED without credentials or with a forged token", async () => {
    for (const res of [await request(users.getMe), await request(users.getMe, { token: "not-a-token" })]) {
      expect(res.status).toBe(401);
      expect(res.body.error).toEqual({
        isAppError: true,
        code: "NOT_AUTHORIZED",
        message: "User not authorized",
      });
    }
  });

  it("answers EXPIRED_SECTION for an expired ID token", async () => {
    const res = await request(users.getMe, { token: expiredIdToken(world.coach.firebaseId) });
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({
      code: "EXPIRED_SECTION",
      message: "Your section expired, please, login again",
    });
  });

  it("answers EXPIRED_SECTION for an expired session cookie or one whose provider refresh failed", async () => {
    const stale = await request(users.getMe, { cookie: await sessionCookie({ sub: world.admin.id }, -3600) });
    expect(stale.body.error.code).toBe("EXPIRED_SECTION");
    const refused = await request(users.getMe, {
      cookie: await sessionCookie({ sub: world.admin.id, error: "expired" }),
    });
    expect(refused.body.error.code).toBe("EXPIRED_SECTION");
  });

  it("refuses an inactive user and users of a missing or inactive organisation with USER_NOT_ACTIVE", async () => {
    const person = await makePerson(world.org.id, "coach");
    const token = await idTokenOf(person);
    await setUser(person.id, { active: false });
    const inactive = await request(users.getMe, { token });
    expect(inactive.status).toBe(403);
    expect(inactive.body.error).toMatchObject({ code: "USER_NOT_ACTIVE", message: "User not allowed" });

    await setUser(person.id, { active: true, organizationId: null });
    expect((await request(users.getMe, { token })).body.error).toMatchObject({
      code: "USER_NOT_ACTIVE",
      message: ACCOUNT_MESSAGES.noOrganization,
    });

    const other = await makeOrganization();
    await setOrganization(other.org.id, { active: false });
    expect((await request(users.getMe, { token: await idTokenOf(other.athleteA) })).body.error).toMatchObject(
      {
        code: "USER_NOT_ACTIVE",
        message: ACCOUNT_MESSAGES.organizationInactive,
      },
    );
  });
});

describe("password reset (§8)", () => {
  it("asks the provider to send the e-mail and says so", async () => {
    const res = await call(passwordReset, { body: { email: world.athleteB.email } });
    expect(res).toEqual({
      status: 200,
      body: { message: "Password reset email sent, check your spam folder" },
    });
    const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const project = process.env.FIREBASE_PROJECT_ID ?? "demo-coach";
    const codes = await (await fetch(`http://${host}/emulator/v1/projects/${project}/oobCodes`)).json();
    expect(codes.oobCodes.some((c: { email: string }) => c.email === world.athleteB.email)).toBe(true);
  });

  it("refuses a malformed e-mail with VALIDATION_ERROR", async () => {
    const res = await call(passwordReset, { body: { email: "nope" } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_ERROR");
    expect(res.body.error.fields).toEqual([{ path: "email", message: "Invalid email" }]);
  });
});
