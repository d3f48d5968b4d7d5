/**
 * Issue 21 "Responses checked": outside production, a handler of the endpoint table whose answer (or stream event)
 * is not the shape its response schema promises fails with INTERNAL_ERROR, so the API test that reaches it fails.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { defineEndpoint } from "@/lib/api/define";
import { goalDocSchema } from "@/lib/contracts/goals/schemas";
import { endpoint } from "@/server/http/endpoint";
import { sseEndpoint } from "@/server/http/sse";
import { call } from "../support/call";
import { expectError } from "../support/expect";
import { idTokenOf, makeOrganization } from "../support/fixtures";

const ID = "0123456789abcdef01234567";
const goal = {
  _id: ID,
  __v: 0,
  user: ID,
  organization: null,
  title: "Run a sub-50 10k",
  target: "Sub 50 minutes",
  motivation: null,
  keywords: ["motivation"],
  deadline: "month",
  priority: null,
  startDate: new Date("2026-11-01T00:00:00Z"),
  deadlineDate: null,
  completedDate: null,
  progress: 10,
  status: "in-progress",
  createdBy: null,
  updatedBy: null,
  createdAt: new Date("2026-11-01T00:00:00Z"),
  updatedAt: new Date("2026-11-02T00:00:00Z"),
  notes: [],
} as const;

const entry = defineEndpoint("GET /goals/{id}", {
  rule: "anyAuthenticated",
  tag: "Test",
  summary: "A test entry",
  kind: "json",
  response: goalDocSchema,
});

let token: string;
beforeAll(async () => {
  token = await idTokenOf((await makeOrganization()).athleteA);
});

const get = (handler: Parameters<typeof call>[0]) =>
  call(handler, { token, path: `/api/goals/${ID}`, params: { id: ID } });

describe("the response contract", () => {
  it("lets an answer of the promised shape through, dates as ISO text", async () => {
    const res = await get(endpoint(entry, async () => goal));
    expect(res.status).toBe(200);
    expect(res.body.startDate).toBe("2026-11-01T00:00:00.000Z");
  });

  it("refuses an answer with the database's spelling of a status", async () => {
    const res = await get(endpoint(entry, async () => ({ ...goal, status: "in_progress" }) as never));
    expectError(res, 500, "INTERNAL_ERROR");
  });

  it("refuses an answer with a field the contract does not promise, or without one it does", async () => {
    expectError(
      await get(endpoint(entry, async () => ({ ...goal, userId: ID }) as never)),
      500,
      "INTERNAL_ERROR",
    );
    const { notes: _, ...withoutNotes } = goal;
    expectError(await get(endpoint(entry, async () => withoutNotes as never)), 500, "INTERNAL_ERROR");
  });

  it("ends a stream with an error event when an event's data breaks the contract", async () => {
    const stream = defineEndpoint("GET /goals/{id}", {
      rule: "anyAuthenticated",
      tag: "Test",
      summary: "A test stream",
      kind: "sse",
      events: { goal: goalDocSchema },
    });
    const good = sseEndpoint(stream, async () => async (sink) => sink.send("goal", goal));
    const bad = sseEndpoint(
      stream,
      async () => async (sink) => sink.send("goal", { ...goal, progress: "10" }),
    );
    const read = async (handler: typeof good) => {
      const res = await handler(
        new Request(`http://localhost/api/goals/${ID}`, { headers: { authorization: `Bearer ${token}` } }),
        {
          params: Promise.resolve({ id: ID }),
        },
      );
      return res.text();
    };
    expect(await read(good)).toContain("event: goal\n");
    const text = await read(bad);
    expect(text).not.toContain("event: goal\n");
    expect(text).toContain("event: error\n");
    expect(text).toContain("INTERNAL_ERROR");
  });
});
