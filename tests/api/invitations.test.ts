/**
 * Invitations: an admin creates a person without choosing their password, and the identity provider e-mails them
 * the link to set it; the admin can send it again to someone who has never signed in, at most every 5 minutes.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "@/lib/contracts/users/endpoints";
import { db } from "@/server/db";
import { caller } from "../support/api-client";
import { expectError } from "../support/expect";
import { makeOrganization } from "../support/fixtures";
import { peopleOf, tokensOf, type World } from "../support/org-team";
import { setUser } from "../support/state";
import { newUserBody } from "../support/users";

const post = caller(users.create);
const invite = caller(users.invite);
let world: World;
let t: Record<"admin" | "coach" | "athlete" | "athleteB", string>;

/** The password e-mails the Auth Emulator has "sent" to this address. */
async function mailsTo(email: string): Promise<number> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const project = process.env.FIREBASE_PROJECT_ID ?? "demo-coach";
  const codes = await (await fetch(`http://${host}/emulator/v1/projects/${project}/oobCodes`)).json();
  return (codes.oobCodes as { email: string; requestType: string }[]).filter(
    (c) => c.email === email && c.requestType === "PASSWORD_RESET",
  ).length;
}

beforeAll(async () => {
  world = await makeOrganization();
  t = await tokensOf(peopleOf(world));
});

describe("POST /users with invite", () => {
  it("creates the person without a password and e-mails them the link to set theirs", async () => {
    const body = newUserBody({ invite: true, password: undefined, confirmPassword: undefined });
    const res = await post(t.admin, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ email: body.email, lastLoginAt: null });
    expect(await mailsTo(body.email)).toBe(1);
    const events = await db.auditEvent.findMany({
      where: { action: "invitation-sent", organizationId: world.org.id },
    });
    expect(events).toHaveLength(1);
  });

  it("still asks for a password when the person is not invited", async () => {
    const body = newUserBody({ password: undefined, confirmPassword: undefined });
    expectError(await post(t.admin, body), 400, "VALIDATION_ERROR", [
      { path: "password", message: "Password must be at least 8 characters long" },
    ]);
  });
});

describe("POST /users/invite/{id}", () => {
  it("sends it again to someone who never signed in, then not again within 5 minutes", async () => {
    const body = newUserBody({ invite: true, password: undefined, confirmPassword: undefined });
    const made = await post(t.admin, body);
    const again = await invite(t.admin, made.body._id);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toEqual({ sent: true, email: body.email });
    expect(await mailsTo(body.email)).toBe(2);
    const flood = await invite(t.admin, made.body._id);
    expect(flood.status).toBe(429);
    expect(flood.body.error.message).toBe("An e-mail went to them less than 5 minutes ago: try again later");
    expect(await mailsTo(body.email)).toBe(2);
  });

  it("is for admins, for people who have not signed in yet, in their organisation", async () => {
    expectError(await invite(t.coach, world.athleteB.id), 403, "FORBIDDEN");
    await setUser(world.athleteB.id, { lastLoginAt: new Date() });
    const signedIn = await invite(t.admin, world.athleteB.id);
    expect(signedIn.status).toBe(400);
    expect(signedIn.body.error.message).toBe("They have signed in already: they can reset their password");
    const stranger = await makeOrganization();
    expect((await invite(t.admin, stranger.athleteA.id)).status).toBe(404);
  });
});
