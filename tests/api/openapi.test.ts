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
    expect(created).toEqual({ $ref: "#/components/schemas/Goal" });
    const goal = body.components.schemas.Goal;
    expect(goal.required).toEqual(expect.arrayContaining(["_id", "__v", "title", "status", "notes"]));
    expect(goal.properties.status.enum).toContain("in-progress");
    expect(goal.additionalProperties).toBe(false);
    const stream = body.paths["/goals/stream-list"].get.responses["200"].content["text/event-stream"];
    expect(stream["x-events"].goals.properties.docs).toEqual({
      type: "array",
      items: { $ref: "#/components/schemas/Goal" },
    });
  });

  it("writes each document once under components and names it elsewhere, every $ref leading somewhere", async () => {
    const { body } = await request(reference.openApi, { token: admin });
    const text = JSON.stringify(body);
    const chats = body.paths["/chats/paginate"].post.responses["200"].content["application/json"].schema;
    expect(chats.properties.docs.items).toEqual({ $ref: "#/components/schemas/ChatView" });
    expect(body.components.schemas.ChatView.properties.lastMessage.anyOf[0].anyOf[0]).toEqual({
      $ref: "#/components/schemas/Message",
    });
    // No answer holds a copy of a component: written out in every answer, the chats and users made the document
    // 900 KB, which Swagger UI took seconds of an ordinary computer's CPU to read.
    const components = new Set(
      Object.values(body.components.schemas).map((schema) => JSON.stringify(schema)),
    );
    const copies: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (!node || typeof node !== "object") return;
      if (components.has(JSON.stringify(node))) copies.push(where);
      for (const [key, child] of Object.entries(node)) walk(child, `${where}/${key}`);
    };
    walk(body.paths, "");
    expect(copies).toEqual([]);
    const refs = [...text.matchAll(/"\$ref":"#\/components\/(\w+)\/(\w+)"/g)];
    expect(refs.length).toBeGreaterThan(100);
    for (const [, kind, name] of refs) expect(body.components[kind]?.[name], `${kind}/${name}`).toBeDefined();
    expect(text).not.toContain("#/$defs/");
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
