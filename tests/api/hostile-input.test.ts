/**
 * Issue 18, findings 2, 3 and 6: text with NUL or lone surrogates, deep or huge JSON, prototype keys and
 * cross-site writes with the session cookie. Each answered 500 (or was accepted) before the edge checks of
 * src/server/http/clean-input.ts and authenticate.ts's origin check.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createJournal } from "@/app/api/journals/route";
import { FREE_JSON_LIMITS } from "@/lib/contracts/common";
import { journals } from "@/lib/contracts/journals/endpoints";
import { notifications } from "@/lib/contracts/notifications/endpoints";
import { users } from "@/lib/contracts/users/endpoints";
import { INPUT_LIMITS, INPUT_MESSAGES } from "@/lib/input-rules";
import { db } from "@/server/db";
import { offContract, request } from "../support/api-client";
import { sessionCookie } from "../support/call";
import { idTokenOf, makeOrganization, unique } from "../support/fixtures";

let world: Awaited<ReturnType<typeof makeOrganization>>;
let token: string;
let adminToken: string;
let cookie: string;

beforeAll(async () => {
  world = await makeOrganization();
  token = await idTokenOf(world.athleteA);
  adminToken = await idTokenOf(world.admin);
  cookie = await sessionCookie({ sub: world.athleteA.id });
});

const journalsOf = (userId: string) => db.journalEntry.count({ where: { userId } });

function expectField(
  res: { status: number; body: { error: unknown } },
  path: string,
  message: string,
  status = 400,
) {
  expect(res.status).toBe(status);
  expect(res.body.error).toEqual({
    isAppError: true,
    code: "VALIDATION_ERROR",
    message: "Validation Error",
    fields: [{ path, message }],
  });
}

const nested = (levels: number): unknown => {
  let value: unknown = "leaf";
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

describe("text is clean at the edge", () => {
  it("refuses a NUL character with VALIDATION_ERROR naming the field, storing nothing", async () => {
    const before = await journalsOf(world.athleteA.id);
    const res = await request(journals.create, { token, body: { title: "a\u0000b" } });
    expectField(res, "title", INPUT_MESSAGES.nul);
    expect(await journalsOf(world.athleteA.id)).toBe(before);
  });

  it("refuses a lone surrogate, also deep inside a body and in a key", async () => {
    expectField(
      await request(users.updateMe, { token, body: { name: "\ud800x" } }),
      "name",
      INPUT_MESSAGES.surrogate,
    );
    const deep = await request(journals.paginate, {
      token,
      body: { filters: { title: { $in: ["ok", "x\udc00"] } } },
    });
    expectField(deep, "filters.title.$in.1", INPUT_MESSAGES.surrogate);
    const key = await request(journals.paginate, { token, body: { filters: { "t\u0000": 1 } } });
    expectField(key, "filters.t\ufffd", INPUT_MESSAGES.nul);
    expect((await request(users.getMe, { token })).body.name).not.toContain("\ud800");
  });

  it("refuses NUL in a search query and in the query string", async () => {
    expectField(
      await request(journals.paginate, { token, body: { searchQuery: "\u0000" } }),
      "searchQuery",
      INPUT_MESSAGES.nul,
    );
    const query = await request(notifications.streamList, {
      token,
      query: offContract({ limit: "1\u0000" }),
    });
    expectField(query, "query.0.1", INPUT_MESSAGES.nul);
  });

  it("keeps well-formed text of every script, emoji included", async () => {
    const title = `${unique("Ünïcode")} 日本語 👍🏽 עברית`;
    const res = await request(journals.create, { token, body: { title } });
    expect(res.status).toBe(201);
    expect(res.body.title).toBe(title);
  });
});

describe("JSON shape limits", () => {
  it(`refuses bodies nested deeper than ${INPUT_LIMITS.depth} levels before any parsing into the database`, async () => {
    const res = await request(notifications.create, {
      token: adminToken,
      body: offContract({ type: "organization", title: "Deep", message: "Deep", metadata: nested(2000) }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_ERROR");
    expect(res.body.error.fields[0].message).toBe(INPUT_MESSAGES.depth);
  });

  it("holds notification metadata to its own depth and size limits", async () => {
    const base = { type: "organization" as const, title: "Meta", message: "Meta" };
    const deep = await request(notifications.create, {
      token: adminToken,
      body: offContract({ ...base, metadata: nested(FREE_JSON_LIMITS.depth + 1) }),
    });
    expectField(deep, "metadata", `Must not be nested more than ${FREE_JSON_LIMITS.depth} levels deep`);
    const large = await request(notifications.create, {
      token: adminToken,
      body: { ...base, metadata: { blob: "x".repeat(FREE_JSON_LIMITS.bytes) } },
    });
    expectField(large, "metadata", `Must be at most ${FREE_JSON_LIMITS.bytes / 1024} KB`);
    const fine = await request(notifications.create, {
      token: adminToken,
      body: offContract({ ...base, metadata: nested(FREE_JSON_LIMITS.depth) }),
    });
    expect(fine.status).toBe(201);
  });

  it("refuses __proto__, constructor and prototype keys", async () => {
    for (const key of ["__proto__", "constructor", "prototype"]) {
      const res = await request(journals.create, { token, rawBody: `{"title":"t","${key}":{"admin":true}}` });
      expectField(res, key, INPUT_MESSAGES.key);
    }
  });

  it("refuses a body over the size limit with 413, announced or not", async () => {
    const body = JSON.stringify({ title: "t", text: "x".repeat(INPUT_LIMITS.jsonBytes) });
    expectField(
      await request(journals.create, { token, rawBody: body }),
      "body",
      INPUT_MESSAGES.tooLarge,
      413,
    );
    const streamed = new Request("http://localhost/api/journals", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: new Blob([body]).stream(),
      duplex: "half",
    } as RequestInit);
    const res = await createJournal(streamed, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
  });
});

describe("cross-site writes with the session cookie (CSRF)", () => {
  const write = (
    headers: Record<string, string>,
    auth: { cookie: string } | { token: string } = { cookie },
  ) => request(journals.create, { ...auth, headers, body: { title: unique("csrf") } });

  it("refuses a cookie-authenticated write from another origin, storing nothing", async () => {
    const before = await journalsOf(world.athleteA.id);
    const cases: Record<string, string>[] = [
      { origin: "https://evil.example", "content-type": "text/plain" },
      { origin: "http://localhost.evil.example" },
      { origin: "null" },
      // The same host on another scheme or port is another origin (the request is http://localhost).
      { origin: "https://localhost" },
      { origin: "http://localhost:8080" },
      // Behind one trusted proxy, only the entry that proxy appended counts, not what the client put before it.
      { origin: "http://evil.example", "x-forwarded-host": "evil.example, localhost" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
    ];
    for (const headers of cases) {
      const res = await write(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.body.error.code).toBe("FORBIDDEN");
    }
    expect(await journalsOf(world.athleteA.id)).toBe(before);
  });

  it("checks the Origin against the configured public URL, whatever host the request names", async () => {
    const before = process.env.AUTH_URL;
    process.env.AUTH_URL = "https://coach.example.org/";
    try {
      const forged = await write({ origin: "http://evil.example", "x-forwarded-host": "evil.example" });
      expect(forged.status).toBe(403);
      expect((await write({ origin: "http://localhost" })).status).toBe(403);
      expect((await write({ origin: "https://coach.example.org" })).status).toBe(201);
    } finally {
      if (before === undefined) delete process.env.AUTH_URL;
      else process.env.AUTH_URL = before;
    }
  });

  it("accepts the app's own pages, non-browser clients, Bearer tokens from anywhere and cross-site reads", async () => {
    expect((await write({ origin: "http://localhost", "sec-fetch-site": "same-origin" })).status).toBe(201);
    expect((await write({})).status).toBe(201);
    expect((await write({ origin: "https://evil.example" }, { token })).status).toBe(201);
    const read = await request(users.getMe, {
      cookie,
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(read.status).toBe(200);
  });
});
