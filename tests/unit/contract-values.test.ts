import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// A domain's values.ts holds, without zod, the constants and small functions of its schemas.ts that browser code
// uses (importing schemas.ts would bring zod and the domain's schemas into the page's first load). There is one
// copy: schemas.ts imports them, and re-exports some. These tests keep it that way.
const root = new URL("../../src/lib/contracts/", import.meta.url);
const domains = readdirSync(root, { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && readdirSync(new URL(`${entry.name}/`, root)).includes("values.ts"),
  )
  .map((entry) => entry.name);

it("finds the domains with values", () => {
  expect(domains).toContain("chats");
  expect(domains.length).toBeGreaterThan(10);
});

describe.each(domains)("contract values of %s", (domain) => {
  it("are the schemas' own: a name both export is the same object, not a second copy", async () => {
    const values: Record<string, unknown> = await import(
      /* @vite-ignore */ `@/lib/contracts/${domain}/values`
    );
    const schemas: Record<string, unknown> = await import(
      /* @vite-ignore */ `@/lib/contracts/${domain}/schemas`
    );
    expect(Object.keys(values).length).toBeGreaterThan(0);
    for (const [name, value] of Object.entries(values)) {
      if (name in schemas) expect(schemas[name], `${domain}.${name}`).toBe(value);
    }
  });

  it("load neither zod nor schemas (type imports only)", () => {
    const source = readFileSync(new URL(`${domain}/values.ts`, root), "utf8");
    const runtimeImports = [...source.matchAll(/^import (?!type )[^;]*from "([^"]+)"/gm)].map((m) => m[1]);
    const zodModules = runtimeImports.filter(
      (from) => from === "zod" || (from.includes("/contracts/") && !/(\/values|common-values)$/.test(from)),
    );
    expect(zodModules).toEqual([]);
  });
});
