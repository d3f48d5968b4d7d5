/**
 * Server-side sessions: the session cookie is accepted only while the session it names is open, and the route
 * guard reads the person as they are now. Sign-in and sign-out go through the app's Auth.js against the Auth
 * Emulator, the way the browser drives them.
 */
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "@/lib/contracts/users/endpoints";
import { proxy } from "@/proxy";
import { db } from "@/server/db";
import { sendPasswordResetEmail } from "@/server/identity/identity-toolkit";
import { request } from "../support/api-client";
import { type AuthHandler, authHandler, readSession, signInCookie, signOutWith } from "../support/auth-js";
import { sessionCookie } from "../support/call";
import { idTokenOf, makeOrganization, makePerson, PASSWORD, type Person } from "../support/fixtures";
import { setUser } from "../support/state";

let world: Awaited<ReturnType<typeof makeOrganization>>;
let handler: AuthHandler;

beforeAll(async () => {
  world = await makeOrganization();
  handler = authHandler();
});

const me = (cookie: string) => request(users.getMe, { cookie });
const rename = (cookie: string, name: string) => request(users.updateMe, { cookie, body: { name } });
const signIn = (person: Person) => signInCookie(handler, person.email, PASSWORD);

function expectEnded(res: { status: number; body: { error?: { code: string } } }) {
  expect(res.status).toBe(401);
  expect(res.body.error?.code).toBe("EXPIRED_SECTION");
}

/** The route guard's answer for a page: where it redirects, or null when it lets the page render. */
async function guardedTo(path: string, cookie: string): Promise<string | null> {
  const res = await proxy(new NextRequest(new URL(path, "http://localhost:3000"), { headers: { cookie } }));
  const location = res.headers.get("location");
  return location ? `${new URL(location).pathname}${new URL(location).search}` : null;
}

describe("signing out ends the session everywhere it was copied", () => {
  it("refuses the signed-out cookie for reads and writes", async () => {
    const person = await makePerson(world.org.id, "user");
    const cookie = await signIn(person);
    expect((await me(cookie)).status).toBe(200);
    await signOutWith(handler, cookie);
    expectEnded(await me(cookie));
    expectEnded(await rename(cookie, "Still me"));
    expect((await db.user.findUniqueOrThrow({ where: { id: person.id } })).name).not.toBe("Still me");
    expect(await guardedTo("/dashboard", cookie)).toBe("/sign-in?expired=1&callbackUrl=%2Fdashboard");
  });

  it("refuses a cookie renewed by a session read still in flight when the person signed out", async () => {
    const person = await makePerson(world.org.id, "user");
    const cookie = await signIn(person);
    const { renewed } = await readSession(handler, cookie);
    expect(renewed).not.toBeNull();
    await signOutWith(handler, cookie);
    expectEnded(await me(renewed as string));
  });

  it("refuses a cookie that names no session, such as one made with a leaked secret", async () => {
    expectEnded(await me(await sessionCookie({ sub: world.admin.id, sid: "0".repeat(32) })));
    expectEnded(await me(await sessionCookie({ sub: world.admin.id, sid: undefined })));
    // A session is its person's: the cookie cannot be pointed at someone else.
    const theirs = await sessionCookie({ sub: world.coach.id });
    const sid = (await db.authSession.findFirstOrThrow({ where: { userId: world.coach.id } })).id;
    expect((await me(theirs)).status).toBe(200);
    expectEnded(await me(await sessionCookie({ sub: world.admin.id, sid })));
  });
});

describe("sign out of all devices", () => {
  it("ends every session of the caller and no one else's", async () => {
    const person = await makePerson(world.org.id, "coach");
    const [laptop, phone, someoneElse] = await Promise.all([
      signIn(person),
      signIn(person),
      signIn(world.athleteA),
    ]);
    const res = await request(users.signOutEverywhere, { cookie: laptop });
    expect(res).toEqual({ status: 200, body: { ended: 2 } });
    expectEnded(await me(laptop));
    expectEnded(await me(phone));
    expect((await me(someoneElse)).status).toBe(200);
  });

  it("is refused without a session", async () => {
    expect((await request(users.signOutEverywhere, {})).status).toBe(401);
  });
});

describe("an admin's change to the person ends their sessions", () => {
  const changes = {
    "a new password": { password: "Brand-new-pass-123", confirmPassword: "Brand-new-pass-123" },
    deactivation: { active: false },
    "a new role": { role: "coach" },
  } as const;
  for (const [what, body] of Object.entries(changes)) {
    it(what, async () => {
      const person = await makePerson(world.org.id, "user");
      const cookie = await signIn(person);
      const res = await request(users.update, {
        token: await idTokenOf(world.admin),
        params: { id: person.id },
        body,
      });
      expect(res.status).toBe(200);
      expectEnded(await me(cookie));
    });
  }

  it("but not a change of name", async () => {
    const person = await makePerson(world.org.id, "user");
    const cookie = await signIn(person);
    const token = await idTokenOf(world.admin);
    await request(users.update, { token, params: { id: person.id }, body: { name: "Renamed" } });
    expect((await me(cookie)).body.name).toBe("Renamed");
  });
});

/** A password reset the way the person makes it: the provider's e-mail, then its page (the emulator's REST). */
async function resetPasswordByEmail(email: string, newPassword: string) {
  await sendPasswordResetEmail(email, "en-US");
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const project = process.env.FIREBASE_PROJECT_ID ?? "demo-coach";
  const codes = await (await fetch(`http://${host}/emulator/v1/projects/${project}/oobCodes`)).json();
  const code = codes.oobCodes.filter((c: { email: string }) => c.email === email).at(-1)?.oobCode;
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=any`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ oobCode: code, newPassword }),
  });
  expect(res.status).toBe(200);
}

/** As if a minute had passed: the provider was last asked about the person's sessions two minutes ago. */
async function checkDue(userId: string) {
  await db.$executeRaw`update "AuthSession" set "providerCheckedAt" = now() - interval '2 minutes'
    where "userId" = ${userId}`;
}

describe("a password reset through the provider's e-mail", () => {
  it("ends the person's sessions when the provider is next asked, within a minute", async () => {
    const person = await makePerson(world.org.id, "user");
    const cookie = await signIn(person);
    await checkDue(person.id);
    expect((await me(cookie)).status).toBe(200);
    // The provider counts in whole seconds: the reset comes in a later second than the sign-in, as any real one.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await resetPasswordByEmail(person.email, "A-new-pass-4567");
    expect((await me(cookie)).status).toBe(200);
    await checkDue(person.id);
    expectEnded(await me(cookie));
    const row = await db.authSession.findFirstOrThrow({ where: { userId: person.id } });
    expect(row.endReason).toBe("password-changed");
  });

  it("leaves a session the provider still honours, and asks again only a minute later", async () => {
    const person = await makePerson(world.org.id, "user");
    const cookie = await signIn(person);
    await checkDue(person.id);
    expect((await me(cookie)).status).toBe(200);
    const row = await db.authSession.findFirstOrThrow({ where: { userId: person.id } });
    expect(row.endedAt).toBeNull();
    expect(row.providerCheckedAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
  });
});

describe("the route guard reads the person as they are now", () => {
  it("lets a person in once their intake form is filled in another browser", async () => {
    const person = await makePerson(world.org.id, "user", { filledIntakeForm: false });
    const [first, second] = [await signIn(person), await signIn(person)];
    expect(await guardedTo("/dashboard/journals", second)).toBe("/dashboard/intake-form");
    await setUser(person.id, { filledIntakeForm: true });
    expect(await guardedTo("/dashboard/journals", first)).toBeNull();
    expect(await guardedTo("/dashboard/journals", second)).toBeNull();
  });

  it("sends a person who was deactivated meanwhile to the sign-in page", async () => {
    const person = await makePerson(world.org.id, "user");
    const cookie = await signIn(person);
    await setUser(person.id, { active: false });
    expect(await guardedTo("/dashboard", cookie)).toBe("/sign-in?reason=inactive&callbackUrl=%2Fdashboard");
  });
});
