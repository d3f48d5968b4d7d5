import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { frameName, selfTimes } from "../../scripts/lib/cpu-profile.mjs";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A chunk with a source map whose one mapping says: line 1, column 1 is `realName` of src/server/log.ts line 1. */
function chunkWithMap(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "cpu-profile-"));
  dirs.push(dir);
  const chunk = path.join(dir, "chunk.js");
  writeFileSync(chunk, "function a(){}\n");
  const map = {
    version: 3,
    sources: ["../../../src/server/log.ts"],
    names: ["realName"],
    mappings: "AAAAA",
  };
  writeFileSync(`${chunk}.map`, JSON.stringify(map));
  return chunk;
}

describe("cpu-profile", () => {
  it("names a minified frame by its source file, line and original name when the chunk has a source map", () => {
    const url = pathToFileURL(chunkWithMap()).href;
    expect(frameName({ functionName: "a", url, lineNumber: 0, columnNumber: 0 })).toBe(
      "realName  src/server/log.ts:1",
    );
  });

  it("keeps the chunk's name without a map, and the special frames as they are", () => {
    expect(
      frameName({ functionName: "b", url: "file:///nowhere/x.js", lineNumber: 4, columnNumber: 2 }),
    ).toBe("b  x.js:5");
    expect(
      frameName({ functionName: "(garbage collector)", url: "", lineNumber: -1, columnNumber: -1 }),
    ).toBe("(garbage collector)");
  });

  it("adds self time per mapped function over a profile", () => {
    const chunk = chunkWithMap();
    const dir = path.dirname(chunk);
    const frame = { functionName: "a", url: pathToFileURL(chunk).href, lineNumber: 0, columnNumber: 0 };
    const profile = {
      nodes: [
        {
          id: 1,
          callFrame: { functionName: "(root)", url: "", lineNumber: -1, columnNumber: -1 },
          children: [2],
        },
        { id: 2, callFrame: frame },
      ],
      samples: [2, 2, 1],
      timeDeltas: [1000, 2000, 500],
    };
    writeFileSync(path.join(dir, "one.cpuprofile"), JSON.stringify(profile));
    const { totals, all } = selfTimes(dir);
    expect(totals.get("realName  src/server/log.ts:1")).toBe(3);
    expect(all).toBe(3.5);
  });
});
