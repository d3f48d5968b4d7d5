/** Route handlers found from the endpoint table's keys ("METHOD /path/{id}" → src/app/api/path/[id]/route.ts). */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { ENDPOINT_RULES, type EndpointKey } from "@/lib/api/rules";
import type { call } from "./call";

export type Handler = Parameters<typeof call>[0];

export function routeFile(key: EndpointKey): string {
  return folderFile(key.split(" ")[1].slice(1).replaceAll("{id}", "[id]"));
}

/** The route file of a folder under src/app/api ("teams/[id]"). */
export const folderFile = (folder: string) => path.resolve("src/app/api", folder, "route.ts");

/** The table's path of a route folder: "teams/[id]" → "/teams/{id}". */
export const folderPath = (folder: string) => `/${folder.replaceAll("[id]", "{id}")}`;

const handlers = new Map<EndpointKey, Promise<Handler>>();

/** Cached per key: the API client asks for a handler on every request. */
export function handlerFor(key: EndpointKey): Promise<Handler> {
  let handler = handlers.get(key);
  if (!handler) {
    handler = importHandler(key);
    handlers.set(key, handler);
  }
  return handler;
}

async function importHandler(key: EndpointKey): Promise<Handler> {
  const mod = await import(/* @vite-ignore */ routeFile(key));
  const handler = mod[key.split(" ")[0]];
  if (typeof handler !== "function")
    throw new Error(`${routeFile(key)} does not export ${key.split(" ")[0]}`);
  return handler;
}

/** Every endpoint of the table that has a route handler. */
export const implementedEndpoints = (Object.keys(ENDPOINT_RULES) as EndpointKey[]).filter((key) =>
  existsSync(routeFile(key)),
);

/**
 * Route files that are not endpoints of the table, with the reason: the permission matrix and the fuzz suite, both
 * generated from the table, do not reach them, so each is tested on its own. permission-matrix.test.ts checks that
 * every other route file's handlers are endpoints of the table.
 */
export const ROUTES_OUTSIDE_THE_TABLE: Record<string, string> = {
  "auth/[...nextauth]": "Auth.js's own sign-in and session routes (tests/api/auth.test.ts)",
  "auth/password-reset": "public, for a person who is signed out (tests/api/auth-throttle.test.ts)",
  "cron/jobs": "called by the platform's cron with CRON_SECRET, never by a user (tests/api/jobs.test.ts)",
};

/** The folder of every route file under src/app/api, relative to it ("cron/jobs", "teams/[id]"). */
export function routeFolders(): string[] {
  const root = path.resolve("src/app/api");
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "route.ts")
    .map((file) => path.dirname(file).split(path.sep).join("/"))
    .sort();
}
