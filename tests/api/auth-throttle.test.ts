/**
 * Sign-in and password-reset throttling: through the app's Auth.js sign-in against the Auth Emulator, counted in
 * the real PostgreSQL by rate-limiter-flexible. The library reads Date.now(), so a faked Date stands for the
 * passing of time; a spy on the provider call (which still calls it) shows which attempts reached the provider.
 */
import { randomInt } from "node:crypto";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as passwordReset } from "@/app/api/auth/password-reset/route";
import { signInErrorMessage } from "@/lib/auth-messages";
import { createThrottle, emailKey, type Throttle } from "@/server/auth/throttle";
import { db } from "@/server/db";
import * as identityToolkit from "@/server/identity/identity-toolkit";
import { sqlRunner } from "@/server/sql";
import { authHandler, credentialsForm, postCredentials } from "../support/auth-js";
import { call } from "../support/call";
import { later } from "../support/clock";
import { makeOrganization, makePerson, PASSWORD, unique } from "../support/fixtures";

const MINUTE = 60_000;
const BLOCKED = "Too many sign-in attempts. Try again in 15 minutes.";

let world: Awaited<ReturnType<typeof makeOrganization>>;
const pools: pg.Pool[] = [];

beforeAll(async () => {
  // The test runner sets it (the app behind a proxy); the address rule depends on it.
  expect(process.env.AUTH_TRUST_HOST).toBe("true");
  world = await makeOrganization();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});
afterAll(() => Promise.all(pools.map((p) => p.end())));

/** Time as the throttle sees it, moved by hand. */
function movingClock() {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date());
  return { advance: (ms: number) => vi.setSystemTime(later(ms)) };
}

/** A throttle on its own connection pool: another app instance, as far as the database can tell. */
function instance(): Throttle {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
  pools.push(pool);
  return createThrottle({ sql: sqlRunner(pool) });
}

const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const fromAddress = (ip: string) => ({ "x-forwarded-for": `203.0.113.9, ${ip}` });

/** What the throttle has counted under a key (0 when nothing, or when the count has expired). */
async function counted(key: string): Promise<number> {
  const row = await db.rateLimit.findUnique({ where: { key } });
  return row && (row.expire === null || Number(row.expire) > Date.now()) ? row.points : 0;
}
const pairCount = (email: string, ip: string) => counted(`sign-in-pair:${emailKey(email)}@${ip}`);
const clientCount = (ip: string) => counted(`sign-in-client:${ip}`);

function providerCalls() {
  return vi.spyOn(identityToolkit, "signInWithPassword");
}

async function signer(throttle?: Throttle) {
  const handler = authHandler(throttle ? { throttle } : {});
  const form = await credentialsForm(handler);
  return (email: string, password: string, ip: string) =>
    postCredentials(handler, form, { email, password }, fromAddress(ip));
}

describe("sign-in throttling per account and client", () => {
  it("stops a guesser at one address for 15 minutes, while the owner signs in from another", async () => {
    const person = await makePerson(world.org.id, "coach");
    const signIn = await signer();
    const [attacker, owner] = [address(), address()];
    const calls = providerCalls();
    const codes: string[] = [];
    for (let i = 0; i < 12; i++) codes.push((await signIn(person.email, `wrong-${i}`, attacker)).code ?? "");
    expect(codes.slice(0, 10)).toEqual(Array(10).fill("invalid"));
    expect(codes.slice(10)).toEqual(["throttled:900", "throttled:900"]);
    expect(signInErrorMessage(codes[10])).toBe(BLOCKED);
    expect(calls).toHaveBeenCalledTimes(10);

    // The right password from the attacker's address waits; from the owner's it gets in at once.
    expect((await signIn(person.email, PASSWORD, attacker)).code).toBe("throttled:900");
    const accepted = await signIn(person.email, PASSWORD, owner);
    expect(accepted).toMatchObject({ error: null, signedIn: true });
    expect(accepted.url.href).toBe("http://localhost:3000/sign-in");
  });

  it("starts afresh after a block: one more wrong guess does not block again", async () => {
    const person = await makePerson(world.org.id, "user");
    const clock = movingClock();
    const signIn = await signer();
    const ip = address();
    for (let i = 0; i < 11; i++) await signIn(person.email, "wrong", ip);
    clock.advance(15 * MINUTE - 1000);
    expect((await signIn(person.email, PASSWORD, ip)).code).toBe("throttled:1");
    clock.advance(1000);
    expect((await signIn(person.email, "wrong", ip)).code).toBe("invalid");
    expect((await signIn(person.email, PASSWORD, ip)).signedIn).toBe(true);
  });

  // (A lone surrogate cannot arrive here: form encoding turns it into U+FFFD on the way.)
  it("refuses an e-mail or password with NUL, or absurdly long, as wrong credentials, never an error", async () => {
    const person = await makePerson(world.org.id, "user");
    const handler = authHandler();
    const form = await credentialsForm(handler);
    const calls = providerCalls();
    for (const [email, password] of [
      [`${person.email}\u0000`, PASSWORD],
      [person.email, `${PASSWORD}\u0000`],
      ["x".repeat(2000), PASSWORD],
    ]) {
      const answer = await postCredentials(handler, form, { email, password });
      expect(answer).toMatchObject({ error: "CredentialsSignin", code: "invalid", signedIn: false });
    }
    expect(calls).not.toHaveBeenCalled();
  });

  it("counts guesses arriving at once exactly, and lets only the allowed ones reach the provider", async () => {
    const person = await makePerson(world.org.id, "user");
    const ip = address();
    const calls = providerCalls();
    const signIn = await signer();
    const burst = await Promise.all(Array.from({ length: 20 }, () => signIn(person.email, "wrong", ip)));
    expect(burst.filter((a) => a.code === "invalid")).toHaveLength(10);
    expect(burst.filter((a) => a.code === "throttled:900")).toHaveLength(10);
    expect(calls).toHaveBeenCalledTimes(10);
  });

  it("clears the account-and-client count on a good password, but gives the client back only that attempt", async () => {
    const person = await makePerson(world.org.id, "user");
    const ip = address();
    const signIn = await signer();
    for (let i = 0; i < 4; i++) expect((await signIn(person.email, "wrong", ip)).code).toBe("invalid");
    expect(await pairCount(person.email, ip)).toBe(4);
    expect((await signIn(person.email, PASSWORD, ip)).signedIn).toBe(true);
    expect(await pairCount(person.email, ip)).toBe(0);
    expect(await clientCount(ip)).toBe(4);
  });

  it("does not count the right password of an account that may not be used", async () => {
    const inactive = await makePerson(world.org.id, "user", { active: false });
    const ip = address();
    const signIn = await signer();
    expect((await signIn(inactive.email, PASSWORD, ip)).code).toBe("inactive");
    expect(await pairCount(inactive.email, ip)).toBe(0);
    expect(await clientCount(ip)).toBe(0);
  });

  it("is shared by every app instance through the database", async () => {
    const person = await makePerson(world.org.id, "user");
    const ip = address();
    const one = await signer(instance());
    const two = await signer(instance());
    for (let i = 0; i < 10; i++)
      expect((await (i % 2 ? two : one)(person.email, "wrong", ip)).code).toBe("invalid");
    expect((await one(person.email, PASSWORD, ip)).code).toBe("throttled:900");
    expect((await two(person.email, PASSWORD, ip)).code).toBe("throttled:900");
  });
});

describe("sign-in throttling per client address", () => {
  it("stops one address after a day's 100 wrong passwords, whatever the accounts, and not the others", async () => {
    const ip = address();
    const throttle = createThrottle();
    for (let i = 0; i < 100; i++)
      expect(await throttle.claimSignIn(`${unique("x")}@test.example.com`, ip)).toEqual({ ok: true });
    const person = await makePerson(world.org.id, "user");
    const signIn = await signer();
    const refused = await signIn(person.email, PASSWORD, ip);
    expect(refused.code).toBe("throttled:86400");
    expect(signInErrorMessage(refused.code)).toBe("Too many sign-in attempts. Try again in 24 hours.");
    // Refused by the client's limit, so not counted against the account from that address either.
    expect(await pairCount(person.email, ip)).toBe(0);
    expect((await signIn(person.email, PASSWORD, address())).signedIn).toBe(true);
  });

  it("takes the address from the last X-Forwarded-For entry, the one our proxy appended", async () => {
    const ip = address();
    const handler = authHandler();
    const form = await credentialsForm(handler);
    await postCredentials(
      handler,
      form,
      { email: `${unique("x")}@test.example.com`, password: "wrong" },
      { "x-forwarded-for": `1.2.3.4, ${ip}` },
    );
    expect(await clientCount(ip)).toBe(1);
    expect(await clientCount("1.2.3.4")).toBe(0);
  });
});

describe("password-reset throttling", () => {
  const reset = (email: string, ip: string) =>
    call(passwordReset, { body: { email }, headers: { "x-forwarded-for": ip } });

  async function mailsTo(email: string): Promise<number> {
    const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const project = process.env.FIREBASE_PROJECT_ID ?? "demo-coach";
    const codes = await (await fetch(`http://${host}/emulator/v1/projects/${project}/oobCodes`)).json();
    return codes.oobCodes.filter((c: { email: string }) => c.email === email).length;
  }

  it("sends an account at most one e-mail every 5 minutes, answering every request alike", async () => {
    const person = await makePerson(world.org.id, "user");
    const unknown = `${unique("nobody")}@test.example.com`;
    const clock = movingClock();
    for (const email of [person.email, unknown]) {
      // Five addresses asking for the same account: no one is refused, and the owner keeps a fresh link.
      for (let i = 0; i < 5; i++) {
        expect(await reset(email, address())).toEqual({
          status: 200,
          body: { message: "Password reset email sent, check your spam folder" },
        });
      }
    }
    expect(await mailsTo(person.email)).toBe(1);
    clock.advance(5 * MINUTE);
    expect((await reset(person.email, address())).status).toBe(200);
    expect(await mailsTo(person.email)).toBe(2);
  });

  it("refuses one address asking for many e-mails, for an hour", async () => {
    const ip = address();
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await reset(`${unique("r")}@test.example.com`, ip));
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers[10]).toEqual({
      status: 429,
      body: {
        error: {
          isAppError: true,
          code: "BAD_REQUEST",
          message: "Too many password reset requests. Try again in 60 minutes.",
        },
      },
    });
    expect((await reset(`${unique("r")}@test.example.com`, address())).status).toBe(200);
  });
});
