/**
 * The §6 permission matrix, generated from the endpoint table (src/lib/api/rules.ts): every endpoint that has a
 * route handler × {anonymous, inactive user, athlete, coach, admin, master admin}. Calls use ids of records that
 * do not exist and empty bodies, so they change nothing; an allowed call therefore answers anything but an
 * authentication or authorisation refusal (typically 404 or a validation error), a refused one exactly that.
 */
import { existsSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { ENDPOINT_RULES, type EndpointKey } from "@/lib/api/rules";
import { allows } from "@/lib/permissions";
import type { SessionUser } from "@/lib/session-user";
import { call } from "../support/call";
import { idTokenOf, makeOrganization, makePerson, type Person } from "../support/fixtures";
import {
  folderFile,
  folderPath,
  handlerFor,
  implementedEndpoints,
  ROUTES_OUTSIDE_THE_TABLE,
  routeFile,
  routeFolders,
} from "../support/routes";

const MISSING_ID = "f".repeat(24);
const implemented = implementedEndpoints;

type Persona = "anonymous" | "inactive" | "athlete" | "coach" | "admin" | "master";
const PERSONAS: Persona[] = ["anonymous", "inactive", "athlete", "coach", "admin", "master"];
const subject: Record<
  Exclude<Persona, "anonymous" | "inactive">,
  Pick<SessionUser, "role" | "active" | "isAdminMaster">
> = {
  athlete: { role: "user", active: true, isAdminMaster: false },
  coach: { role: "coach", active: true, isAdminMaster: false },
  admin: { role: "admin", active: true, isAdminMaster: false },
  master: { role: "admin", active: true, isAdminMaster: true },
};

const tokens = {} as Record<Persona, string | undefined>;
const people = {} as Record<Persona, Person | undefined>;
/** Endpoints that end the caller's own sessions and provider tokens: the persona signs in again after them. */
const ENDS_THE_CALLERS_SESSIONS = new Set<string>(["POST /users/me/sign-out-everywhere"]);

beforeAll(async () => {
  const world = await makeOrganization();
  const masterOrg = await makeOrganization({ master: true });
  const master = await makePerson(masterOrg.org.id, "admin", { isAdminMaster: true });
  const inactive = await makePerson(world.org.id, "admin", { active: false });
  Object.assign(people, {
    athlete: world.athleteA,
    coach: world.coach,
    admin: world.admin,
    master,
    inactive,
  });
  for (const persona of PERSONAS) {
    const person = people[persona];
    tokens[persona] = person ? await idTokenOf(person) : undefined;
  }
});

describe("the permission matrix covers every endpoint of the table", () => {
  it.each(Object.keys(ENDPOINT_RULES) as EndpointKey[])("%s has a route handler", (key) => {
    expect(existsSync(routeFile(key))).toBe(true);
  });
});

describe("route files outside the endpoint table", () => {
  const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];
  const tablePaths = (Object.keys(ENDPOINT_RULES) as EndpointKey[]).map((key) => key.split(" ")[1]);

  it.each(routeFolders())(
    "src/app/api/%s: each handler is an endpoint of the table, or listed",
    async (folder) => {
      if (folder in ROUTES_OUTSIDE_THE_TABLE) return;
      const mod = await import(/* @vite-ignore */ folderFile(folder));
      const methods = HTTP_METHODS.filter((method) => typeof mod[method] === "function");
      expect(methods.length).toBeGreaterThan(0);
      for (const method of methods) {
        expect(Object.keys(ENDPOINT_RULES)).toContain(`${method} ${folderPath(folder)}`);
      }
    },
  );

  it.each(Object.keys(ROUTES_OUTSIDE_THE_TABLE))("%s exists and is not in the table", (folder) => {
    expect(routeFolders()).toContain(folder);
    expect(tablePaths).not.toContain(folderPath(folder));
  });
});

describe.each(implemented)("%s", (key) => {
  const [method, route] = key.split(" ");
  it.each(PERSONAS)(`as %s: ${ENDPOINT_RULES[key]}`, async (persona) => {
    const handler = await handlerFor(key);
    const res = await call(handler, {
      method,
      token: tokens[persona],
      params: route.includes("{id}") ? { id: MISSING_ID } : {},
      body: method === "GET" || method === "DELETE" ? undefined : {},
    });
    const code = res.body?.error?.code;
    const person = people[persona];
    if (ENDS_THE_CALLERS_SESSIONS.has(key) && person) tokens[persona] = await idTokenOf(person);
    if (persona === "anonymous") {
      expect([res.status, code]).toEqual([401, "NOT_AUTHORIZED"]);
    } else if (persona === "inactive") {
      expect([res.status, code]).toEqual([403, "USER_NOT_ACTIVE"]);
    } else if (allows(ENDPOINT_RULES[key], subject[persona])) {
      expect(["NOT_AUTHORIZED", "FORBIDDEN", "USER_NOT_ACTIVE", "INTERNAL_ERROR"]).not.toContain(code);
    } else {
      expect([res.status, code]).toEqual([403, "FORBIDDEN"]);
    }
  });
});
