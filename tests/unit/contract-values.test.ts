import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

// src/lib/contract-values repeats, without zod, what the browser uses of src/lib/contracts (issue 22): every
// export must be the contract's own value, or for a function answer as the contract's does.
const dir = new URL("../../src/lib/contract-values/", import.meta.url);
const domains = readdirSync(dir)
  .filter((f) => f.endsWith(".ts"))
  .map((f) => f.slice(0, -3));

const SAMPLES: Record<string, unknown[][]> = {
  bellLabel: [[0], [1], [12], [-1]],
  isAppPath: [["/dashboard/goals"], ["//evil.example"], ["/a\\b"], ["https://x.y/"], [""], [null], [3]],
  keyLabel: [["sleepQuality"], ["mood"], ["overallWellBeing"], [""]],
  applyVoicePatch: [
    [{ voice: "sage" }, null],
    [
      {
        voice: "sage",
        model: "m",
        turnDetection: { type: "semantic_vad", eagerness: "low" },
        inputAudioTranscription: { model: "t", language: "en" },
        simplifyInstructions: false,
        showAudioVisualization: true,
      },
      { voice: "verse", turnDetection: { eagerness: "high" }, inputAudioTranscription: { language: "de" } },
    ],
  ],
};

describe.each(domains)("contract values of %s", (domain) => {
  it("equal the contract's", async () => {
    const values: Record<string, unknown> = await import(
      /* @vite-ignore */ `@/lib/contract-values/${domain}`
    );
    const contract: Record<string, unknown> = await import(/* @vite-ignore */ `@/lib/contracts/${domain}`);
    for (const [name, value] of Object.entries(values)) {
      expect(contract, `${domain}.${name} is not in the contract`).toHaveProperty(name);
      const original = contract[name];
      if (typeof value !== "function") {
        expect(value, `${domain}.${name}`).toEqual(original);
        continue;
      }
      const samples = SAMPLES[name];
      expect(samples, `${name}: add sample arguments to SAMPLES`).toBeDefined();
      for (const args of samples ?? []) {
        expect(value(...args), `${name}(${JSON.stringify(args)})`).toEqual(
          (original as typeof value)(...args),
        );
      }
    }
  });
});
