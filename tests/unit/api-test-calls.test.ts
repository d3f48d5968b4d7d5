import { readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { ENDPOINT_LIST } from "@/lib/api/endpoint-table";

// API tests reach an endpoint of the table one way: request(entry, …) (tests/support/api-client.ts), which fills the
// method, path and query from the entry and types the input. call(handler, …) is left for handlers outside the
// table (Auth.js, the cron route) and for handlers a test makes itself.
const dir = new URL("../api/", import.meta.url);
const tableKeys = new Set(ENDPOINT_LIST.map((entry) => entry.key));
const ROUTE_IMPORT = /import \{([^}]*)\} from "@\/app\/api\/([^"]*)\/route";/g;

/** The table keys of the route handlers a test file imports and then passes to call(). */
function rawCallsOfTableRoutes(source: string): string[] {
  const found: string[] = [];
  for (const [, names, route] of source.matchAll(ROUTE_IMPORT)) {
    const path = `/${route.replace(/\[(\w+)\]/g, "{$1}")}`;
    for (const part of names
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [method, alias = method] = part.split(/\s+as\s+/);
      const key = `${method} ${path}`;
      if (tableKeys.has(key as never) && new RegExp(`\\bcall\\(${alias}\\b`).test(source)) found.push(key);
    }
  }
  return found;
}

it("finds a raw call of a table endpoint", () => {
  const source = 'import { GET } from "@/app/api/users/me/route";\nawait call(GET, { token });';
  expect(rawCallsOfTableRoutes(source)).toEqual(["GET /users/me"]);
});

it("API tests call table endpoints through request(entry)", () => {
  const offenders = readdirSync(dir)
    .filter((file) => file.endsWith(".ts"))
    .flatMap((file) =>
      rawCallsOfTableRoutes(readFileSync(new URL(file, dir), "utf8")).map((k) => `${file}: ${k}`),
    );
  expect(offenders).toEqual([]);
});
