/**
 * Sign-in and password-reset throttling (issue 18): through the app's Auth.js sign-in against the Auth Emulator,
 * counted in the real PostgreSQL. Throttles with a hand-moved clock stand for the passing of time; a spy on the
 * provider call (which still calls it) shows which attempts reached the identity provider.
 */
import { randomInt } from "node:crypto";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as passwordReset } from "@/app/api/auth/password-reset/route";
import { signInErrorMessage } from "@/lib/auth-messages";
import { createThrottle, type Throttle } from "@/server/auth/throttle";
import { SIGN_IN_ACCOUNT_LIMITS, THROTTLE_SCOPES } from "@/server/auth/throttle-limits";
import * as identityToolkit from "@/server/identity/identity-toolkit";
import { sqlRunner } from "@/server/sql";
import { authHandler, credentialsForm, postCredentials } from "../support/auth-js";
import { call } from "../support/call";
import { makeOrganization, makePerson, PASSWORD, unique } from "../support/fixtures";

const MINUTE = 60_000;
const LOCKED = "Too many sign-in attempts. Try again in 15 minutes.";

let world: Awaited<ReturnType<typeof makeOrganization>>;
const pools: pg.Pool[] = [];

beforeAll(async () => {
  // The test runner sets it (the app behind a proxy); the address rule depends on it.
  expect(process.env.AUTH_TRUST_HOST).toBe("true");
  world = await makeOrganization();
});

afterEach(() => vi.restoreAllMocks());
afterAll(() => Promise.all(pools.map((p) => p.end())));

function manualClock(start = Date.now()) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** A throttle on its own connection pool: another app instance, as far as the database can tell. */
function instance(clock: () => number, limits = THROTTLE_SCOPES): Throttle {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
  pools.push(pool);
  return createThrottle({ sql: sqlRunner(pool), clock, limits });
}

const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const fromAddress = (ip: string) => ({ "x-forwarded-for": `203.0.113.9, ${ip}` });
const account = (email: string) => ({ scope: "sign-in-account" as const, subject: email });

function providerCalls() {
  return vi.spyOn(identityToolkit, "signInWithPassword");
}

async function signer(throttle: Throttle) {
  const handler = authHandler({ throttle });
  const form = await credentialsForm(handler);
  return (email: string, password: string, ip?: string) =>
    postCredentials(handler, form, { email, password }, ip ? fromAddress(ip) : {});
}

describe("sign-in throttling per account", () => {
  it("refuses the right password, with when to try again, after 50 wrong ones, until the lock ends", async () => {
    const person = await makePerson(world.org.id, "coach");
    const clock = manualClock();
    const signIn = await signer(instance(clock.now));
    const calls = providerCalls();

    // A patient attacker: each refusal is followed by waiting exactly as long as it says.
    const codes: string[] = [];
    for (let i = 0; i < 50; i++) {
      const answer = await signIn(person.email, `wrong-${i}`);
      codes.push(answer.code ?? "");
      const wait = /^throttled:(\d+)$/.exec(answer.code ?? "");
      if (wait && Number(wait[1]) < 900) clock.advance(Number(wait[1]) * 1000);
    }
    // 5 free, waits of 1, 2, 4 and 8 s, the 10th locks; the other 40 never reached the provider.
    expect(codes.filter((c) => c === "invalid")).toHaveLength(10);
    expect(codes.slice(-36)).toEqual(Array(36).fill("throttled:900"));
    expect(calls).toHaveBeenCalledTimes(10);

    const refused = await signIn(person.email, PASSWORD);
    expect(refused).toMatchObject({ error: "CredentialsSignin", code: "throttled:900", signedIn: false });
    expect(signInErrorMessage(refused.code)).toBe(LOCKED);
    expect(calls).toHaveBeenCalledTimes(10);

    clock.advance(SIGN_IN_ACCOUNT_LIMITS.lockMs - 1000);
    expect((await signIn(person.email, PASSWORD)).code).toBe("throttled:1");
    clock.advance(1000);
    const accepted = await signIn(person.email, PASSWORD);
    expect(accepted).toMatchObject({ error: null, signedIn: true });
    expect(accepted.url.href).toBe("http://localhost:3000/sign-in");
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

  it("uses the app's own throttle and clock in the Auth.js configuration", async () => {
    const person = await makePerson(world.org.id, "user");
    // Nine failures half an hour ago (counters are kept for an hour), then the tenth now, through the app.
    const past = manualClock(Date.now() - 30 * MINUTE);
    const earlier = instance(past.now);
    for (let i = 0; i < 9; i++) {
      expect(await earlier.claim([account(person.email)])).toEqual({ ok: true });
      past.advance(20_000);
    }
    const handler = authHandler();
    const form = await credentialsForm(handler);
    const wrong = await postCredentials(handler, form, { email: person.email, password: "nope" });
    expect(wrong.code).toBe("invalid");
    const right = await postCredentials(handler, form, { email: person.email, password: PASSWORD });
    expect(right.code).toMatch(/^throttled:(89\d|900)$/);
  });

  it("counts failures arriving at once exactly, and lets only the allowed ones reach the provider", async () => {
    const generous = {
      ...THROTTLE_SCOPES,
      "sign-in-account": { ...SIGN_IN_ACCOUNT_LIMITS, freeFailures: 100, lockAtFailures: 200 },
    };
    const clock = manualClock();
    const counted = instance(clock.now, generous);
    const email = `${unique("nobody")}@test.example.com`;
    const signIn = await signer(counted);
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(email, "wrong")));
    expect(answers.every((a) => a.code === "invalid")).toBe(true);
    expect(await counted.failures(account(email))).toBe(20);

    // With the real limits and a clock that does not move: 5 free, the 6th sets a wait, 14 are refused.
    const person = await makePerson(world.org.id, "user");
    const strict = instance(clock.now);
    const calls = providerCalls();
    const signInStrict = await signer(strict);
    const burst = await Promise.all(Array.from({ length: 20 }, () => signInStrict(person.email, "wrong")));
    expect(burst.filter((a) => a.code === "invalid")).toHaveLength(6);
    expect(burst.filter((a) => a.code === "throttled:1")).toHaveLength(14);
    expect(calls).toHaveBeenCalledTimes(6);
    expect(await strict.failures(account(person.email))).toBe(6);
  });

  it("clears the account on a good password, but takes only that attempt back from the address", async () => {
    const person = await makePerson(world.org.id, "user");
    const ip = address();
    const clock = manualClock();
    const throttle = instance(clock.now);
    const signIn = await signer(throttle);
    for (let i = 0; i < 4; i++) expect((await signIn(person.email, "wrong", ip)).code).toBe("invalid");
    expect(await throttle.failures(account(person.email))).toBe(4);
    expect((await signIn(person.email, PASSWORD, ip)).signedIn).toBe(true);
    expect(await throttle.failures(account(person.email))).toBe(0);
    expect(await throttle.failures({ scope: "sign-in-address", subject: ip })).toBe(4);
    // Five free failures again.
    for (let i = 0; i < 5; i++) await signIn(person.email, "wrong", ip);
    expect((await signIn(person.email, "wrong", ip)).code).toBe("invalid");
  });

  it("does not count the right password of an account that may not be used", async () => {
    const inactive = await makePerson(world.org.id, "user", { active: false });
    const throttle = instance(Date.now);
    const signIn = await signer(throttle);
    expect((await signIn(inactive.email, PASSWORD)).code).toBe("inactive");
    expect(await throttle.failures(account(inactive.email))).toBe(0);
  });

  it("locks again at once after a lock, and forgets an hour after the last attempt", async () => {
    const person = await makePerson(world.org.id, "user");
    const clock = manualClock();
    const throttle = instance(clock.now);
    const signIn = await signer(throttle);
    for (let i = 0; i < 10; i++) {
      await signIn(person.email, "wrong");
      clock.advance(20_000);
    }
    clock.advance(15 * MINUTE);
    expect((await signIn(person.email, "wrong")).code).toBe("invalid");
    expect((await signIn(person.email, PASSWORD)).code).toBe("throttled:900");
    clock.advance(60 * MINUTE);
    expect((await signIn(person.email, "wrong")).code).toBe("invalid");
    expect(await throttle.failures(account(person.email))).toBe(1);
  });

  it("is shared by every app instance through the database", async () => {
    const person = await makePerson(world.org.id, "user");
    const clock = manualClock();
    const one = await signer(instance(clock.now));
    const two = await signer(instance(clock.now));
    for (let i = 0; i < 10; i++) {
      clock.advance(20_000);
      expect((await (i % 2 ? two : one)(person.email, "wrong")).code).toBe("invalid");
    }
    expect((await one(person.email, PASSWORD)).code).toBe("throttled:900");
    expect((await two(person.email, PASSWORD)).code).toBe("throttled:900");
  });
});

describe("sign-in throttling per client address", () => {
  it("slows down one address trying many e-mails, and not the others", async () => {
    const ip = address();
    const clock = manualClock();
    const throttle = instance(clock.now);
    const signIn = await signer(throttle);
    // 21 e-mails, each failing once: the address's 20 free failures, then a wait of 1 s.
    const answers = await Promise.all(
      Array.from({ length: 21 }, () => signIn(`${unique("x")}@test.example.com`, "wrong", ip)),
    );
    expect(answers.every((a) => a.code === "invalid")).toBe(true);
    expect(await throttle.failures({ scope: "sign-in-address", subject: ip })).toBe(21);

    // Even the right password of a real account waits, and is not counted against that account.
    const person = await makePerson(world.org.id, "user");
    expect((await signIn(person.email, PASSWORD, ip)).code).toBe("throttled:1");
    expect(await throttle.failures(account(person.email))).toBe(0);
    expect((await signIn(person.email, PASSWORD, address())).signedIn).toBe(true);
    clock.advance(1000);
    expect((await signIn(person.email, PASSWORD, ip)).signedIn).toBe(true);
  });

  it("takes the address from the last X-Forwarded-For entry, the one our proxy appended", async () => {
    const ip = address();
    const throttle = instance(Date.now);
    const signIn = await signer(throttle);
    const handler = authHandler({ throttle });
    const form = await credentialsForm(handler);
    await postCredentials(
      handler,
      form,
      { email: `${unique("x")}@test.example.com`, password: "wrong" },
      { "x-forwarded-for": `1.2.3.4, ${ip}` },
    );
    expect(await throttle.failures({ scope: "sign-in-address", subject: ip })).toBe(1);
    expect(await throttle.failures({ scope: "sign-in-address", subject: "1.2.3.4" })).toBe(0);
    await signIn(`${unique("x")}@test.example.com`, "wrong", ip);
    expect(await throttle.failures({ scope: "sign-in-address", subject: ip })).toBe(2);
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

  it("answers known and unknown e-mails alike, and refuses the fifth request within the minute", async () => {
    const person = await makePerson(world.org.id, "user");
    const unknown = `${unique("nobody")}@test.example.com`;
    for (const email of [person.email, unknown]) {
      const ip = address();
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await reset(email, ip));
      expect(answers.slice(0, 4)).toEqual(
        Array(4).fill({
          status: 200,
          body: { message: "Password reset email sent, check your spam folder" },
        }),
      );
      expect(answers[4]).toEqual({
        status: 429,
        body: {
          error: {
            isAppError: true,
            code: "BAD_REQUEST",
            message: "Too many password reset requests. Try again in 1 minute.",
          },
        },
      });
    }
    expect(await mailsTo(person.email)).toBe(4);
  });

  it("refuses one address asking for many e-mails", async () => {
    const ip = address();
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await reset(`${unique("r")}@test.example.com`, ip)).status);
    expect(statuses).toEqual([...Array(11).fill(200), 429]);
    expect((await reset(`${unique("r")}@test.example.com`, address())).status).toBe(200);
  });
});
