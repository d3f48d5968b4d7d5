import { beforeAll, describe, expect, it } from "vitest";
import { users } from "@/lib/contracts/users/endpoints";
import { AppError } from "@/lib/errors";
import { endpoint } from "@/server/http/endpoint";
import { offContract, request } from "../support/api-client";
import { call } from "../support/call";
import { idTokenOf, makeOrganization } from "../support/fixtures";

let world: Awaited<ReturnType<typeof makeOrganization>>;
let token: string;

beforeAll(async () => {
  world = await makeOrganization();
  token = await idTokenOf(world.athleteA);
});

describe("GET /users/me", () => {
  it("answers the caller in the spec's document shape", async () => {
    const { status, body } = await request(users.getMe, { token });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      _id: world.athleteA.id,
      __v: expect.any(Number),
      email: world.athleteA.email,
      role: "user",
      active: true,
      organization: { _id: world.org.id, name: world.org.name },
      teams: [{ _id: world.teamA.id, name: "Team A" }],
    });
    expect(body).not.toHaveProperty("id");
    expect(body).not.toHaveProperty("organizationId");
    expect(Date.parse(body.createdAt)).not.toBeNaN();
  });
});

describe("PUT /users/me", () => {
  it("updates one's own account and counts the version up", async () => {
    const before = (await request(users.getMe, { token })).body;
    const res = await request(users.updateMe, {
      token,
      body: {
        name: "Renamed Athlete",
        phoneCode: "+1",
        phone: "(555) 123-4567".replace(/ /g, ""),
        timezone: "Europe/Madrid",
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([
      { path: "phoneCode", message: "Value must contain only digits, parentheses, hyphens, and dots" },
    ]);

    const ok = await request(users.updateMe, {
      token,
      body: { name: "Renamed Athlete", phone: "(555)123-4567" },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ name: "Renamed Athlete", phone: "(555)123-4567", __v: before.__v + 1 });
  });

  it("refuses bad bodies with VALIDATION_ERROR and the spec's messages, changing nothing", async () => {
    const before = (await request(users.getMe, { token })).body;
    const empty = await request(users.updateMe, { token, body: { name: "  " } });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toEqual({
      isAppError: true,
      code: "VALIDATION_ERROR",
      message: "Validation Error",
      fields: [{ path: "name", message: "Field is required" }],
    });
    const tooLong = await request(users.updateMe, { token, body: { name: "x".repeat(256) } });
    expect(tooLong.body.error.fields[0].path).toBe("name");
    const unknown = await request(users.updateMe, { token, body: offContract({ role: "admin" }) });
    expect(unknown.body.error.code).toBe("VALIDATION_ERROR");
    const broken = await request(users.updateMe, { token, rawBody: "{not json" });
    expect(broken.body.error).toMatchObject({
      code: "VALIDATION_ERROR",
      fields: [{ path: "body", message: "Invalid JSON" }],
    });
    const after = (await request(users.getMe, { token })).body;
    expect(after).toMatchObject({ role: "user", name: before.name, __v: before.__v });
  });
});

describe("unexpected errors", () => {
  it("are answered INTERNAL_ERROR without internals", async () => {
    const boom = endpoint(users.getMe, async () => {
      throw new Error("database password is hunter2");
    });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const res = await call(boom, { token });
      expect(res).toEqual({
        status: 500,
        body: { error: { isAppError: true, code: "INTERNAL_ERROR", message: "Unexpected Error" } },
      });
    } finally {
      console.error = original;
    }
    expect(JSON.stringify(errors)).toContain("hunter2");
  });

  it("pass app errors through with their own status", async () => {
    const refuse = endpoint(users.getMe, async () => {
      throw new AppError("CHAT_CLOSED");
    });
    const res = await call(refuse, { token });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe("This chat is closed, create a new one to continue.");
  });
});
