/**
 * The OpenAPI 3.1 document of the API, made from the endpoint table: each entry's path, method, §6 rule, inputs and
 * response as JSON Schema (zod 4's own output, draft 2020-12, which OpenAPI 3.1 uses). A stream's events are listed
 * under `x-events` of its text/event-stream answer (OpenAPI has no word for them), each with its data's schema.
 */
import { z } from "zod";
import { HEADERS } from "@/lib/constants";
import { ERROR_CODES } from "@/lib/errors";
import type { RuleSet } from "@/lib/permissions";
import type { reference } from "../contracts/reference/endpoints";
import type { Endpoint, ResponseOf } from "./define";
import { ENDPOINT_LIST } from "./endpoint-table";
import { answerSchema, CONVERSION, documentSchemas } from "./openapi-components";

type JsonSchema = Record<string, unknown>;

const RULE_TEXT: Record<RuleSet, string> = {
  anyAuthenticated: "any signed-in, usable account",
  coachesAndAdmins: "coaches and admins",
  usersAndCoaches: "athletes and coaches",
  usersOnly: "athletes only",
  mastersOnly: "master admins only",
  adminsOnly: "admins only",
};

/** A request's JSON Schema, written out whole (a document's answer schema can differ from what a request sends). */
function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { ...CONVERSION, io: "input" });
  return rest;
}

/** The top-level properties of an object schema, as OpenAPI parameters `in` the path or the query. */
function parameters(schema: z.ZodType | undefined, where: "path" | "query"): JsonSchema[] {
  if (!schema) return [];
  const json = jsonSchema(schema) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || (json.required ?? []).includes(name),
    schema: property,
  }));
}

/** The context headers every operation takes, once under `components.parameters`. */
const CONTEXT_HEADERS: Record<string, JsonSchema> = Object.fromEntries(
  [
    {
      key: "Organization",
      name: HEADERS.organization,
      description: "The selected organisation (master admins)",
    },
    { key: "Team", name: HEADERS.team, description: "The selected team (coaches)" },
    { key: "TimeZone", name: HEADERS.timezone, description: "The caller's IANA time zone" },
  ].map(({ key, ...header }) => [
    key,
    { ...header, in: "header", required: false, schema: { type: "string" } },
  ]),
);
const CONTEXT_HEADER_REFS = Object.keys(CONTEXT_HEADERS).map((key) => ({
  $ref: `#/components/parameters/${key}`,
}));

const ERROR_RESPONSE = { $ref: "#/components/responses/Error" };

/** The answers beyond success and the usual refusals that the request's shape or the endpoint's state allow. */
function limits(endpoint: Endpoint): Record<string, JsonSchema> {
  return {
    ...(endpoint.conflicts ? { 409: ERROR_RESPONSE } : {}),
    ...(endpoint.body || endpoint.form ? { 413: ERROR_RESPONSE } : {}),
    ...(endpoint.query ? { 414: ERROR_RESPONSE } : {}),
    // Node refuses request headers over 16 KB itself, before the application: no §8 envelope.
    431: { description: "Request header fields too large (answered by the HTTP server, without a body)" },
  };
}

function success(endpoint: Endpoint): Record<string, JsonSchema> {
  const json = (schema: z.ZodType) => ({ "application/json": { schema: answerSchema(schema) } });
  if (endpoint.kind === "file") {
    return { 200: { description: "The file's bytes", content: { "application/octet-stream": {} } } };
  }
  if (endpoint.kind === "sse") {
    const events = Object.fromEntries(
      Object.entries(endpoint.events).map(([name, schema]) => [name, answerSchema(schema)]),
    );
    return {
      200: {
        description: `An event stream (events: ${Object.keys(events).join(", ")}, and error with the error envelope)${
          endpoint.response ? "; plain JSON when the request does not accept text/event-stream" : ""
        }`,
        content: {
          "text/event-stream": { schema: { type: "string" }, "x-events": events },
          ...(endpoint.response ? json(endpoint.response) : {}),
        },
      },
    };
  }
  const statuses = endpoint.status === undefined ? [200] : [endpoint.status].flat();
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: status === 201 ? "Created" : "OK", content: json(endpoint.response) },
    ]),
  );
}

function operation(endpoint: Endpoint): JsonSchema & { operationId: string } {
  const requestBody = endpoint.body
    ? { required: true, content: { "application/json": { schema: jsonSchema(endpoint.body) } } }
    : endpoint.form
      ? { required: true, content: { "multipart/form-data": { schema: jsonSchema(endpoint.form) } } }
      : undefined;
  return {
    operationId: endpoint.key.replace(/[^A-Za-z0-9]+/g, "_").replace(/_$/, ""),
    summary: endpoint.summary,
    description: `Who may call it: ${RULE_TEXT[endpoint.rule]} (rule set \`${endpoint.rule}\`).`,
    tags: [endpoint.tag],
    "x-rule": endpoint.rule,
    parameters: [
      ...parameters(endpoint.params, "path"),
      ...parameters(endpoint.query, "query"),
      ...CONTEXT_HEADER_REFS,
    ],
    ...(requestBody ? { requestBody } : {}),
    responses: {
      ...success(endpoint),
      400: ERROR_RESPONSE,
      401: ERROR_RESPONSE,
      403: ERROR_RESPONSE,
      404: ERROR_RESPONSE,
      ...limits(endpoint),
      500: ERROR_RESPONSE,
    },
  };
}

const ERROR_ENVELOPE: JsonSchema = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["isAppError", "code", "message"],
      properties: {
        isAppError: { const: true },
        code: { enum: ERROR_CODES },
        message: { type: "string" },
        fields: {
          type: "array",
          items: {
            type: "object",
            required: ["path", "message"],
            properties: { path: { type: "string" }, message: { type: "string" } },
          },
        },
      },
    },
  },
};

export type OpenApiDocument = ResponseOf<typeof reference.openApi>;

export function openApiDocument(endpoints: readonly Endpoint[] = ENDPOINT_LIST): OpenApiDocument {
  const paths: Record<string, Record<string, JsonSchema & { operationId: string }>> = {};
  for (const endpoint of endpoints) {
    paths[endpoint.path] ??= {};
    paths[endpoint.path][endpoint.method.toLowerCase()] = operation(endpoint);
  }
  return {
    openapi: "3.1.0" as const,
    info: {
      title: "Coaching Platform API",
      version: "1.0.0",
      description:
        "Every endpoint answers JSON in the spec's document shape (`_id`, `__v`, createdAt, updatedAt) or the " +
        "error envelope. Made from the endpoint table (src/lib/api/endpoint-table.ts).",
    },
    servers: [{ url: "/api" }],
    security: [{ session: [] }, { bearer: [] }],
    tags: [...new Set(endpoints.map((e) => e.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "authjs.session-token" },
        bearer: { type: "http", scheme: "bearer", description: "A Firebase ID token" },
      },
      schemas: { ErrorEnvelope: ERROR_ENVELOPE, ...documentSchemas() },
      parameters: CONTEXT_HEADERS,
      responses: {
        Error: {
          description: "The error envelope (§8): its code says what went wrong",
          content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } },
        },
      },
    },
  };
}
