import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// src/lib/contract-values holds, without zod, the constants and small functions of src/lib/contracts that browser
// code uses (issue 22: a contract module would bring zod and the domain's schemas into the page's first load).
// There is one copy: each contract re-exports them. These tests keep it that way.
const dir = new URL("../../src/lib/contract-values/", import.meta.url);
const domains = readdirSync(dir)
  .filter((f) => f.endsWith(".ts"))
  .map((f) => f.slice(0, -3));

describe.each(domains)("contract values of %s", (domain) => {
  it("are the contract's own: a name both define is the same object, not a second copy", async () => {
    const values: Record<string, unknown> = await import(
      /* @vite-ignore */ `@/lib/contract-values/${domain}`
    );
    const contract: Record<string, unknown> = await import(/* @vite-ignore */ `@/lib/contracts/${domain}`);
    expect(Object.keys(values).length).toBeGreaterThan(0);
    for (const [name, value] of Object.entries(values)) {
      if (name in contract) expect(contract[name], `${domain}.${name}`).toBe(value);
    }
  });

  it("load neither zod nor a contract module (type imports only)", () => {
    const source = readFileSync(new URL(`${domain}.ts`, dir), "utf8");
    const runtimeImports = [...source.matchAll(/^import (?!type )[^;]*from "([^"]+)"/gm)].map((m) => m[1]);
    expect(runtimeImports.filter((from) => from === "zod" || from.includes("/contracts/"))).toEqual([]);
  });
});
