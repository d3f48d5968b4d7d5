/**
 * A bad or foreign callbackUrl on the Auth.js routes (issue 18, finding 7) falls back to /dashboard instead of
 * Auth.js's 500 "Configuration" page; same-origin paths are kept.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { authGet, authHandler, credentialsForm, ORIGIN, postCredentials } from "../support/auth-js";
import { makeOrganization, PASSWORD, type Person } from "../support/fixtures";

const BAD = [
  "javascript:alert(1)",
  "http://localhost:3000.evil.example/",
  "//evil.example",
  "%zz",
  "https://evil.example/dashboard",
  "/.//evil.example",
  "/\\evil.example",
  "data:text/html,hi",
  "dashboard",
];

const handler = authHandler();
let athlete: Person;

beforeAll(async () => {
  athlete = (await makeOrganization()).athleteA;
});

describe("GET /api/auth/signin?callbackUrl=…", () => {
  it.each(BAD)("sends %s to the sign-in page with /dashboard, never a 500", async (callbackUrl) => {
    const res = await authGet(handler, `/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location") ?? "", ORIGIN);
    expect(location.pathname).toBe("/sign-in");
    expect(location.searchParams.get("callbackUrl")).toBe(`${ORIGIN}/dashboard`);
  });

  it("keeps same-origin paths and URLs", async () => {
    for (const [callbackUrl, kept] of [
      ["/dashboard/chats?tab=archived#top", "/dashboard/chats?tab=archived#top"],
      [`${ORIGIN}/dashboard/goals`, "/dashboard/goals"],
    ]) {
      const res = await authGet(handler, `/signin?callbackUrl=${encodeURIComponent(callbackUrl as string)}`);
      const location = new URL(res.headers.get("location") ?? "", ORIGIN);
      expect(location.searchParams.get("callbackUrl")).toBe(`${ORIGIN}${kept}`);
    }
  });

  it("answers the session of a visitor whose query carries a bad callbackUrl", async () => {
    const res = await authGet(handler, `/session?callbackUrl=${encodeURIComponent("javascript:alert(1)")}`);
    expect(res.status).toBe(200);
  });
});

describe("signing in with a callbackUrl", () => {
  it.each(BAD)("signs in and goes to /dashboard for %s", async (callbackUrl) => {
    const form = await credentialsForm(handler);
    const answer = await postCredentials(handler, form, {
      email: athlete.email,
      password: PASSWORD,
      callbackUrl,
    });
    expect(answer).toMatchObject({ error: null, signedIn: true });
    expect(answer.url.href).toBe(`${ORIGIN}/dashboard`);
  });

  it("goes back to a same-origin page", async () => {
    const form = await credentialsForm(handler);
    const answer = await postCredentials(handler, form, {
      email: athlete.email,
      password: PASSWORD,
      callbackUrl: "/dashboard/journals?page=2",
    });
    expect(answer.url.href).toBe(`${ORIGIN}/dashboard/journals?page=2`);
  });

  it("survives a bad callbackUrl in the query of the sign-in post too", async () => {
    const form = await credentialsForm(handler);
    const res = await handler(
      new Request(`${ORIGIN}/api/auth/callback/credentials?callbackUrl=${encodeURIComponent("%zz")}`, {
        method: "POST",
        headers: {
          cookie: form.cookie,
          "content-type": "application/x-www-form-urlencoded",
          "x-auth-return-redirect": "1",
        },
        body: new URLSearchParams({
          csrfToken: form.csrfToken,
          email: athlete.email,
          password: PASSWORD,
        }).toString(),
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ url: `${ORIGIN}/dashboard` });
  });
});
