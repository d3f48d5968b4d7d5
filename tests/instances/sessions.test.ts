/**
 * Web sessions across instances: a session opened through one instance works on the other, and signing out
 * through one ends it on the other at once (the session lives in PostgreSQL, not in a process).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeOrganization, makePerson, PASSWORD, type Person } from "../support/fixtures";
import { type Instance, startInstance } from "./support/instances";

let A: Instance;
let B: Instance;
let person: Person;

beforeAll(async () => {
  [A, B] = await Promise.all([startInstance(2), startInstance(3)]);
  const world = await makeOrganization();
  person = await makePerson(world.org.id, "coach");
}, 120_000);

afterAll(async () => {
  await Promise.all([A?.kill(), B?.kill()]);
});

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/** The browser's sign-in through Auth.js on `on`: a CSRF token, then the credentials form; answers the cookies. */
async function signIn(on: Instance): Promise<string> {
  const csrf = await fetch(`${on.url}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${on.url}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: {
      cookie: cookiesOf(csrf),
      "content-type": "application/x-www-form-urlencoded",
      "x-auth-return-redirect": "1",
    },
    body: new URLSearchParams({ csrfToken, email: person.email, password: PASSWORD }).toString(),
  });
  const session = res.headers.getSetCookie().find((c) => c.startsWith("authjs.session-token="));
  expect(session, await res.text()).toBeTruthy();
  return `${cookiesOf(csrf)}; ${session?.split(";")[0]}`;
}

async function signOut(on: Instance, cookies: string): Promise<void> {
  const csrf = await fetch(`${on.url}/api/auth/csrf`, { headers: { cookie: cookies } });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${on.url}/api/auth/signout`, {
    method: "POST",
    redirect: "manual",
    headers: {
      cookie: cookies,
      "content-type": "application/x-www-form-urlencoded",
      "x-auth-return-redirect": "1",
    },
    body: new URLSearchParams({ csrfToken }).toString(),
  });
  expect(res.status).toBe(200);
}

const me = (on: Instance, cookies: string) =>
  fetch(`${on.url}/api/users/me`, { headers: { cookie: cookies } }).then(async (res) => ({
    status: res.status,
    body: (await res.json()) as { error?: { code: string } },
  }));

describe("a web session on two instances", () => {
  it("opened on A works on B, and signing out on A ends it on B at once", async () => {
    const cookies = await signIn(A);
    expect((await me(B, cookies)).status).toBe(200);
    await signOut(A, cookies);
    const after = await me(B, cookies);
    expect(after.status).toBe(401);
    expect(after.body.error?.code).toBe("EXPIRED_SECTION");
  });
});
