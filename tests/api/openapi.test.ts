/**
 * Issue 21: the OpenAPI 3.1 document is made from the endpoint table, served to admins at GET /api/openapi.json,
 * valid by a maintained OpenAPI validator, and lists every endpoint of the table with its rule and schemas.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { beforeAll, describe, expect, it } from "vitest";
import { ENDPOINT_LIST } from "@/lib/api/endpoint-table";
import { reference } from "@/lib/contracts/reference/endpoints";
import { request } from "../support/api-client";
import { expectError } from "../support/expect";
import { idTokenOf, makeOrganization } from "../support/fixtures";

let admin: string;
let athlete: string;

beforeAll(async () => {
  const world = await makeOrganization();
  admin = await idTokenOf(world.admin);
  athlete = await idTokenOf(world.athleteA);
});

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const res = await request(reference.openApi, { token: admin });
    expect(res.status).toBe(200);
    const result = await new Validator().validate(res.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(res.body.openapi).toBe("3.1.0");
  });

  it("lists every endpoint of the table, with its rule, inputs and answer", async () => {
    const { body } = await request(reference.openApi, { token: admin });
    for (const endpoint of ENDPOINT_LIST) {
      const operation = body.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(operation, endpoint.key).toBeDefined();
      expect(operation["x-rule"], endpoint.key).toBe(endpoint.rule);
      if (endpoint.body)
        expect(operation.requestBody.content["application/json"].schema, endpoint.key).toBeTruthy();
      if (endpoint.params)
        expect(operation.parameters.some((p: { in: string }) => p.in === "path")).toBe(true);
    }
    const count = Object.values(body.paths).reduce(
      (n: number, ops) => n + Object.keys(ops as object).length,
      0,
    );
    expect(count).toBe(ENDPOINT_LIST.length);
  });

  it("describes answers and events as JSON Schema: a goal's fields, and the goals stream's event", async () => {
    const { body } = await request(reference.openApi, { token: admin });
    const created = body.paths["/goals"].post.responses["201"].content["application/json"].schema;
    expect(created.required).toEqual(expect.arrayContaining(["_id", "__v", "title", "status", "notes"]));
    expect(created.properties.status.enum).toContain("in-progress");
    expect(created.additionalProperties).toBe(false);
    const stream = body.paths["/goals/stream-list"].get.responses["200"].content["text/event-stream"];
    expect(stream["x-events"].goals.properties.docs.type).toBe("array");
  });

  it("declares the answers a request's shape or an endpoint's state allow: 409, 413, 414, 431", async () => {
    const { body } = await request(reference.openApi, { token: admin });
    const send = body.paths["/chats/send"].post.responses;
    expect(Object.keys(send)).toEqual(expect.arrayContaining(["409", "413", "431"]));
    expect(body.paths["/users"].post.responses["409"]).toBeDefined();
    expect(body.paths["/chats/history"].get.responses["414"]).toBeDefined();
    expect(body.paths["/chats/history"].get.responses["409"]).toBeUndefined();
    expect(body.paths["/files/upload"].post.responses["413"]).toBeDefined();
  });

  it("is for admins: an athlete is refused, a stranger is asked to sign in", async () => {
    expectError(await request(reference.openApi, { token: athlete }), 403, "FORBIDDEN");
    expect((await request(reference.openApi)).status).toBe(401);
  });
});
