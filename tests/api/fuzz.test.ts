/**
 * The endpoint fuzz suite (issue 18), generated from the endpoint → rule table (src/lib/api/rules.ts) and the
 * schemas each route handler was made with (schemasOf), so a new endpoint is covered without editing this file.
 * For every endpoint, as a person its rule allows, hostile bodies, query strings and path ids must each answer a
 * 4xx with the §8 envelope: never a 500, a stream, or a body that mentions SQL, Prisma, a file path or a stack.
 * Ids of another organisation's records must be refused too, and those records must be left as they were.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { ENDPOINT_RULES, type EndpointKey } from "@/lib/api/rules";
import { ERROR_CODES, isErrorEnvelope } from "@/lib/errors";
import { allows, type RuleSet, type RuleSubject } from "@/lib/permissions";
import { db } from "@/server/db";
import { type Schemas, schemasOf } from "@/server/http/endpoint";
import { makeInstructionSet } from "../support/ai-config";
import { makeAgent, makeAgentChat } from "../support/chats";
import { idTokenOf, makeOrganization, makePerson, type Person } from "../support/fixtures";
import {
  makeAnnotation,
  makeCoachingNote,
  makeGoal,
  makeJournal,
  makeNotification,
} from "../support/records";
import { type Handler, handlerFor, implementedEndpoints } from "../support/routes";

type Persona = "athlete" | "coach" | "admin" | "master";
/** The least privileged person each rule allows: the fuzz runs with what an ordinary caller may reach. */
const PERSONA_FOR: Record<RuleSet, Persona> = {
  anyAuthenticated: "athlete",
  usersAndCoaches: "athlete",
  usersOnly: "athlete",
  coachesAndAdmins: "coach",
  adminsOnly: "admin",
  mastersOnly: "master",
};

const SUBJECTS: Record<Persona, RuleSubject> = {
  athlete: { role: "user", active: true, isAdminMaster: false },
  coach: { role: "coach", active: true, isAdminMaster: false },
  admin: { role: "admin", active: true, isAdminMaster: false },
  master: { role: "admin", active: true, isAdminMaster: true },
};

type IdKind =
  | "user"
  | "team"
  | "organization"
  | "agent"
  | "chat"
  | "journal"
  | "goal"
  | "notification"
  | "coachingNote"
  | "annotation"
  | "resource";
/** Which record an `{id}` names, by path: the first match wins; anything unknown gets a user's id. */
const ID_KINDS: [RegExp, IdKind][] = [
  [/^\/users\/annotations\//, "annotation"],
  [/^\/(chats\/by-user|users\/metrics|coaching-notes\/user-prompts)\//, "user"],
  [/^\/users\//, "user"],
  [/^\/teams\//, "team"],
  [/^\/organizations\//, "organization"],
  [/^\/agents\//, "agent"],
  [/^\/chats\//, "chat"],
  [/^\/journals\//, "journal"],
  [/^\/goals\//, "goal"],
  [/^\/notifications\//, "notification"],
  [/^\/coaching-notes\//, "coachingNote"],
  [/^\/resources\//, "resource"],
];

const tokens = {} as Record<Persona, string>;
const foreign = {} as Record<IdKind, string>;
let foreignVersionsBefore: (number | undefined)[];

/** The version (__v) of each foreign record: any write to one counts it up. */
const foreignVersions = () =>
  Promise.all([
    db.user.findUnique({ where: { id: foreign.user }, select: { version: true } }),
    db.team.findUnique({ where: { id: foreign.team }, select: { version: true } }),
    db.organization.findUnique({ where: { id: foreign.organization }, select: { version: true } }),
    db.agent.findUnique({ where: { id: foreign.agent }, select: { version: true } }),
    db.chat.findUnique({ where: { id: foreign.chat }, select: { version: true } }),
    db.journalEntry.findUnique({ where: { id: foreign.journal }, select: { version: true } }),
    db.goal.findUnique({ where: { id: foreign.goal }, select: { version: true } }),
    db.notification.findUnique({ where: { id: foreign.notification }, select: { version: true } }),
    db.coachingNote.findUnique({ where: { id: foreign.coachingNote }, select: { version: true } }),
    db.userAnnotation.findUnique({ where: { id: foreign.annotation }, select: { version: true } }),
    db.instructionSet.findUnique({ where: { id: foreign.resource }, select: { version: true } }),
  ]).then((rows) => rows.map((row) => row?.version));

beforeAll(async () => {
  const world = await makeOrganization();
  const masterWorld = await makeOrganization({ master: true });
  const master = await makePerson(masterWorld.org.id, "admin", { isAdminMaster: true });
  const persons: Record<Persona, Person> = {
    athlete: world.athleteA,
    coach: world.coach,
    admin: world.admin,
    master,
  };
  for (const [persona, person] of Object.entries(persons))
    tokens[persona as Persona] = await idTokenOf(person);

  // One record of each kind in another organisation.
  const other = await makeOrganization();
  const org = other.org.id;
  const owner = other.athleteA.id;
  const agent = await makeAgent(org);
  Object.assign(foreign, {
    user: owner,
    team: other.teamA.id,
    organization: org,
    agent: agent.id,
    chat: (await makeAgentChat(await idTokenOf(other.athleteA), agent.id))._id,
    journal: (await makeJournal({ userId: owner, organizationId: org, title: "Theirs" })).id,
    goal: (await makeGoal({ userId: owner, organizationId: org, title: "Theirs", target: "x" })).id,
    notification: (
      await makeNotification({
        title: "Theirs",
        message: "Theirs",
        type: "organization",
        organizationId: org,
        createdById: other.admin.id,
      })
    ).id,
    coachingNote: (
      await makeCoachingNote({
        type: "observation",
        title: "Theirs",
        content: "Theirs",
        toUserId: owner,
        toOrganizationId: org,
        createdById: other.coach.id,
      })
    ).id,
    annotation: (
      await makeAnnotation({
        userId: owner,
        authorId: other.coach.id,
        organizationId: org,
        content: "Theirs",
      })
    ).id,
    resource: (await makeInstructionSet(org)).id,
  });
  foreignVersionsBefore = await foreignVersions();
  expect(foreignVersionsBefore).not.toContain(undefined);
}, 120_000);

// ─── What the schemas say about their fields ─────────────────────────────────────────────────────────────

type Kind = "string" | "number" | "boolean" | "array" | "object" | "enum" | "date" | "other";

/** The kind of value a schema takes, through optional/default/nullable wrappers and pipes. */
function kindOf(schema: z.ZodType | undefined, depth = 0): Kind {
  // biome-ignore lint/suspicious/noExplicitAny: zod's internal definition, read only to pick hostile values.
  const def = (schema as any)?._zod?.def;
  if (!def || depth > 10) return "other";
  switch (def.type) {
    case "string":
    case "number":
    case "boolean":
    case "array":
    case "object":
    case "enum":
    case "date":
      return def.type;
    case "record":
      return "object";
    case "pipe":
      return def.in?._zod?.def?.type === "transform" ? kindOf(def.out, depth + 1) : kindOf(def.in, depth + 1);
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return kindOf(def.innerType, depth + 1);
    case "lazy":
      return kindOf(def.getter(), depth + 1);
    default:
      return "other";
  }
}

/** The fields of an object schema (through wrappers), with their kinds. */
function fieldsOf(schema: z.ZodType | undefined, depth = 0): [string, Kind][] {
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  const def = (schema as any)?._zod?.def;
  if (!def || depth > 10) return [];
  if (def.type === "object")
    return Object.entries(def.shape).map(([key, field]) => [key, kindOf(field as z.ZodType)]);
  if (def.type === "pipe")
    return fieldsOf(def.in?._zod?.def?.type === "transform" ? def.out : def.in, depth + 1);
  if (def.innerType) return fieldsOf(def.innerType, depth + 1);
  return [];
}

const WRONG: Record<Kind, unknown> = {
  string: { not: "a string" },
  number: "not a number",
  boolean: "not a boolean",
  array: { not: "an array" },
  object: ["not", "an object"],
  enum: "not-one-of-them",
  date: { not: "a date" },
  other: undefined,
};

const nested = (levels: number): unknown => {
  let value: unknown = "leaf";
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

const withFields = (fields: [string, Kind][], kinds: Kind[], value: unknown, fallback: string) => {
  const chosen = fields.filter(([, kind]) => kinds.includes(kind)).map(([key]) => [key, value]);
  return Object.fromEntries(chosen.length > 0 ? chosen : [[fallback, value]]);
};

// ─── Hostile requests ─────────────────────────────────────────────────────────────────────────────────────

interface Hostile {
  name: string;
  params?: Record<string, string>;
  query?: string;
  rawBody?: string;
  form?: FormData;
}

const MEGABYTE_STRING = "x".repeat(1_000_000);

function bodyCases(schema: z.ZodType): Hostile[] {
  const fields = fieldsOf(schema);
  const raw = (name: string, value: unknown): Hostile => ({ name, rawBody: JSON.stringify(value) });
  const numbers = fields.filter(([, kind]) => kind === "number");
  const typed = fields.filter(([, kind]) => kind !== "other");
  return [
    { name: "malformed JSON", rawBody: '{"a": ' },
    { name: "an array for the object", rawBody: "[]" },
    { name: "a string for the object", rawBody: '"text"' },
    { name: "a number for the object", rawBody: "42" },
    { name: "null for the object", rawBody: "null" },
    ...(typed.length > 0
      ? [
          raw(
            "wrong types in every field",
            Object.fromEntries(typed.map(([key, kind]) => [key, WRONG[kind]])),
          ),
        ]
      : []),
    raw("1 MB strings", withFields(fields, ["string"], MEGABYTE_STRING, "text")),
    raw("NUL in every text", { ...withFields(fields, ["string", "enum"], "a\u0000b", "text"), "k\u0000": 1 }),
    raw("lone surrogates", withFields(fields, ["string", "enum"], "\ud800x", "text")),
    raw("nesting 100 levels deep", withFields(fields, ["object", "array", "other"], nested(100), "data")),
    { name: "a __proto__ key", rawBody: '{"__proto__":{"isAdminMaster":true}}' },
    { name: "a constructor key", rawBody: '{"constructor":{"prototype":{"isAdminMaster":true}}}' },
    { name: "a number too large for JSON", rawBody: `{"${numbers[0]?.[0] ?? "n"}": 1e999}` },
    ...(numbers.length > 0
      ? [
          raw("huge numbers", Object.fromEntries(numbers.map(([key]) => [key, 1e308]))),
          raw("huge negative numbers", Object.fromEntries(numbers.map(([key]) => [key, -1e308]))),
        ]
      : []),
  ];
}

function formCases(schema: z.ZodType): Hostile[] {
  const texts = fieldsOf(schema).filter(([, kind]) => kind !== "other");
  const form = (fill: (f: FormData) => void) => {
    const f = new FormData();
    fill(f);
    return f;
  };
  return [
    { name: "JSON instead of a form", rawBody: "{}" },
    { name: "an empty form", form: form(() => {}) },
    {
      name: "NUL in every text field",
      form: form((f) => {
        for (const [key] of texts) f.set(key, "a\u0000b");
        f.set("file", new File(["hello"], "x.txt"));
      }),
    },
    { name: "a file named with NUL", form: form((f) => f.set("file", new File(["hello"], "a\u0000.txt"))) },
    { name: "an empty file", form: form((f) => f.set("file", new File([], "empty.txt"))) },
  ];
}

function queryCases(schema: z.ZodType | undefined): Hostile[] {
  const fields = fieldsOf(schema);
  const numbers = fields.filter(([, kind]) => kind === "number").map(([key]) => key);
  const all = (value: string) => fields.map(([key]) => `${key}=${value}`).join("&") || `q=${value}`;
  return [
    { name: "NUL in the query", query: `${all("a%00b")}&x%00=1` },
    { name: "a 100 kB query value", query: all("x".repeat(100_000)) },
    ...(numbers.length > 0
      ? [
          { name: "huge query numbers", query: numbers.map((k) => `${k}=1e308`).join("&") },
          { name: "negative query numbers", query: numbers.map((k) => `${k}=-1e308`).join("&") },
        ]
      : []),
  ];
}

function paramCases(route: string, persona: Persona): Hostile[] {
  const kind = ID_KINDS.find(([pattern]) => pattern.test(route))?.[1] ?? "user";
  return [
    { name: "an id that is no id", params: { id: "not-an-id" } },
    { name: "a NUL in the id", params: { id: "6b06\u00007a2e059fa2a9c75c1588" } },
    { name: "a __proto__ id", params: { id: "__proto__" } },
    { name: "a 5000-character id", params: { id: "f".repeat(5000) } },
    // A master admin may act in every organisation: another organisation's records are theirs to reach.
    ...(persona === "master"
      ? []
      : [{ name: `another organisation's ${kind}`, params: { id: foreign[kind] } }]),
  ];
}

function casesFor(key: EndpointKey, schemas: Schemas, persona: Persona): Hostile[] {
  const route = key.split(" ")[1];
  const cases = queryCases(schemas.query);
  if (schemas.body) cases.push(...bodyCases(schemas.body));
  if (schemas.form) cases.push(...formCases(schemas.form));
  if (route.includes("{id}")) cases.push(...paramCases(route, persona));
  const validId: Record<string, string> = route.includes("{id}") ? { id: foreign.user } : {};
  return cases.map((c) => ({ ...c, params: c.params ?? validId }));
}

// ─── Sending and judging ──────────────────────────────────────────────────────────────────────────────────

const LEAK =
  /prisma|postgres|\bsql\b|syntax error|violates|relation "|duplicate key|invalid byte sequence|\/work\/|node_modules|\.(ts|tsx|js|mjs):\d+|\n\s+at /i;

async function send(handler: Handler, method: string, token: string, hostile: Hostile) {
  const headers = new Headers({ authorization: `Bearer ${token}` });
  let body: BodyInit | undefined;
  if (hostile.form) body = hostile.form;
  else if (hostile.rawBody !== undefined) {
    headers.set("content-type", "application/json");
    body = hostile.rawBody;
  }
  const req = new Request(`http://localhost/api/fuzz${hostile.query ? `?${hostile.query}` : ""}`, {
    method,
    headers,
    body: method === "GET" || method === "HEAD" ? undefined : body,
  });
  const res = await handler(req, { params: Promise.resolve(hostile.params ?? {}) });
  if ((res.headers.get("content-type") ?? "").includes("text/event-stream")) {
    await res.body?.cancel();
    return { status: res.status, text: "<an event stream>" };
  }
  return { status: res.status, text: await res.text() };
}

/** What is wrong with an answer to a hostile request, or null when it is a clean refusal. */
function problemWith(answer: { status: number; text: string }): string | null {
  if (answer.status < 400 || answer.status >= 500)
    return `answered ${answer.status}: ${answer.text.slice(0, 160)}`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `answered ${answer.status} without JSON: ${answer.text.slice(0, 160)}`;
  }
  if (!isErrorEnvelope(body) || !ERROR_CODES.includes(body.error.code))
    return `no §8 envelope: ${answer.text.slice(0, 160)}`;
  if (LEAK.test(answer.text)) return `leaks internals: ${answer.text.slice(0, 300)}`;
  return null;
}

describe.each(implementedEndpoints)("%s", (key) => {
  const [method] = key.split(" ");
  const persona = PERSONA_FOR[ENDPOINT_RULES[key]];

  it(`refuses hostile input as ${persona} with a clean 4xx`, async () => {
    expect(allows(ENDPOINT_RULES[key], SUBJECTS[persona])).toBe(true);
    const handler = await handlerFor(key);
    const schemas = schemasOf(handler);
    expect(schemas, `${key} was not made by endpoint(), rawEndpoint() or sseEndpoint()`).toBeDefined();
    const failures: string[] = [];
    for (const hostile of casesFor(key, schemas as Schemas, persona)) {
      const problem = problemWith(await send(handler, method, tokens[persona], hostile));
      if (problem) failures.push(`${hostile.name}: ${problem}`);
    }
    expect(failures).toEqual([]);
  }, 60_000);
});

describe("another organisation's records", () => {
  it("are all still there, unchanged, after the fuzz", async () => {
    expect(await foreignVersions()).toEqual(foreignVersionsBefore);
  });
});
