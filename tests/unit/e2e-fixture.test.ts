import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const DIR = "tests/e2e";

describe("browser tests", () => {
  it("all take `test` from ./support, whose fixture fails a test on any CSP violation", () => {
    const specs = readdirSync(DIR).filter((f) => f.endsWith(".spec.ts"));
    expect(specs.length).toBeGreaterThan(0);
    for (const spec of specs) {
      const text = readFileSync(join(DIR, spec), "utf8");
      expect(text, spec).not.toMatch(/import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*"@playwright\/test"/);
      expect(text, spec).toMatch(/import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*"\.\/support"/);
    }
  });
});
