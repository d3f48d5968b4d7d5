import { beforeAll, describe, expect, it } from "vitest";
import { nextSessionToken, tokenAfterSignIn } from "@/server/auth/session-token";
import { signInWithCredentials } from "@/server/auth/sign-in";
import { adminAuth } from "@/server/identity/firebase-admin";
import { endSession, openSession } from "@/server/sessions/session-store";
import { later, MINUTE_MS } from "../support/clock";
import { makeOrganization, makePerson, PASSWORD, type Person } from "../support/fixtures";
import { setUser } from "../support/state";

let world: Awaited<ReturnType<typeof makeOrganization>>;

beforeAll(async () => {
  world = await makeOrganization();
});

async function signedInToken(person: Person) {
  const result = await signInWithCredentials(person.email, PASSWORD);
  if (!result.ok) throw new Error(`sign-in failed: ${result.reason}`);
  const sid = await openSession(result.user._id, { userAgent: "test", clientAddress: null }, 3600);
  return tokenAfterSignIn({}, result.user, result.tokens, sid);
}

describe("the session keeps and refreshes the provider's tokens", () => {
  it("keeps a fresh token's provider tokens as they are", async () => {
    const token = await signedInToken(world.athleteA);
    const next = await nextSessionToken(token);
    expect(next.idToken).toBe(token.idToken);
    expect(next.error).toBeUndefined();
  });

  it("refreshes tokens that are about to expire and re-reads the user", async () => {
    const person = await makePerson(world.org.id, "user", { filledIntakeForm: false });
    const token = await signedInToken(person);
    await setUser(person.id, { filledIntakeForm: true });
    const due = { ...token, idTokenExpiresAt: later(30_000).getTime() };
    const next = await nextSessionToken(due);
    expect(next.error).toBeUndefined();
    expect(next.idTokenExpiresAt).toBeGreaterThan(later(30 * MINUTE_MS).getTime());
    expect(next.sessionUser?.filledIntakeForm).toBe(true);
    const uid = (await adminAuth().verifyIdToken(next.idToken as string)).uid;
    expect(uid).toBe(person.firebaseId);
  });

  it("re-reads the user every time the client reads its session, not only when it asks for an update", async () => {
    const person = await makePerson(world.org.id, "user", { filledIntakeForm: false });
    const token = await signedInToken(person);
    await setUser(person.id, { filledIntakeForm: true });
    expect((await nextSessionToken(token)).sessionUser?.filledIntakeForm).toBe(true);
  });

  it("marks the token expired once its server-side session has ended", async () => {
    const token = await signedInToken(world.athleteA);
    await endSession(token.sid as string, "sign-out");
    expect((await nextSessionToken(token)).error).toBe("expired");
  });

  it("ends the session when the provider refuses the refresh", async () => {
    const person = await makePerson(world.org.id, "coach");
    const token = await signedInToken(person);
    await adminAuth().deleteUser(person.firebaseId);
    const next = await nextSessionToken({ ...token, idTokenExpiresAt: 0 });
    expect(next.error).toBe("expired");
    expect(await nextSessionToken(next)).toBe(next);
  });

  it("marks the session with the reason when the account may no longer be used", async () => {
    const person = await makePerson(world.org.id, "user");
    const token = await signedInToken(person);
    await setUser(person.id, { active: false });
    expect((await nextSessionToken(token)).error).toBe("inactive");
  });
});
