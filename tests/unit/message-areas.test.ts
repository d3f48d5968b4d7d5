/**
 * Which catalogue areas a page's modules use (scripts/lib/message-areas.mjs), read from the sources: what decides
 * the texts each dashboard page sends to the browser (src/i18n/page-areas.ts).
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ALL, messageAreas } from "../../scripts/lib/message-areas.mjs";

let dir: string;
const file = (name: string) => join(dir, name);
const write = (name: string, text: string) => writeFile(file(name), text);

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "message-areas-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("message areas of a page", () => {
  it("follows static, re-exported and dynamic imports, and takes an area from a nested namespace", async () => {
    await write("page.tsx", `import { List } from "./list";\nexport { Form } from "./form";\nconst t = 1;`);
    await write("list.tsx", `"use client";\nconst t = useTranslations("goals.list");\nimport("./dialog");`);
    await write("form.tsx", `import {\n  a,\n  b,\n} from "./fields";\nuseTranslations("dataTable")`);
    await write("fields.tsx", `const t = useTranslations( "errors" );`);
    await write("dialog.tsx", `const Lazy = dynamic(() => import("./chart"));`);
    await write("chart.tsx", `useTranslations('analytics')`);
    expect(messageAreas([file("page.tsx")])).toEqual(["analytics", "dataTable", "errors", "goals"]);
  });

  it("skips type-only imports, which bring no code", async () => {
    await write("page.tsx", `import type { Row } from "./rows";\nuseTranslations("goals")`);
    await write("rows.tsx", `useTranslations("aiConfig")`);
    expect(messageAreas([file("page.tsx")])).toEqual(["goals"]);
  });

  it("takes every area for a component that reads the whole catalogue", async () => {
    await write("page.tsx", `import "./reference";\nuseTranslations("goals")`);
    await write("reference.tsx", `const t = useTranslations();`);
    expect(messageAreas([file("page.tsx")])).toEqual([ALL]);
  });
});
