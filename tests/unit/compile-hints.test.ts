import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT } from "../../scripts/lib/compile-hints.mjs";

let dist: string;
const ROOT = ["static/chunks/react-dom.js", "static/chunks/runtime.js", "static/css/app.css"];

beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), "compile-hints-"));
  await mkdir(join(dist, "static/chunks"), { recursive: true });
  await mkdir(join(dist, "static/css"), { recursive: true });
  for (const file of [...ROOT, "static/chunks/page.js"]) await writeFile(join(dist, file), `code of ${file}`);
  await writeFile(join(dist, "build-manifest.json"), JSON.stringify({ rootMainFiles: ROOT }));
});
afterEach(() => rm(dist, { recursive: true, force: true }));

const read = (file: string) => readFile(join(dist, file), "utf8");

describe("compile hints on the start-up scripts", () => {
  it("marks every root main script, once, and nothing else", async () => {
    expect(await addCompileHints(dist)).toEqual(ROOT.slice(0, 2));
    expect(await read("static/chunks/react-dom.js")).toBe(
      `${COMPILE_HINT}code of static/chunks/react-dom.js`,
    );
    expect(await read("static/chunks/runtime.js")).toBe(`${COMPILE_HINT}code of static/chunks/runtime.js`);
    // A page's chunk stays lazy; a stylesheet is no script.
    expect(await read("static/chunks/page.js")).toBe("code of static/chunks/page.js");
    expect(await read("static/css/app.css")).toBe("code of static/css/app.css");

    expect(await addCompileHints(dist)).toEqual([]);
    expect(await read("static/chunks/runtime.js")).toBe(`${COMPILE_HINT}code of static/chunks/runtime.js`);
  });

  it("is V8's comment, on the script's first line", () => {
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
  });
});
