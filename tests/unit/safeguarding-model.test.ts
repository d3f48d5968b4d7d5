import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONCERN_KINDS } from "@/lib/contracts/safeguarding/values";
import { detectConcerns } from "@/server/safeguarding/detector";
import { modelConcern } from "@/server/safeguarding/model/offline-model";
import { detectOffline } from "@/server/safeguarding/offline";

describe("the offline safeguarding model", () => {
  it("is exactly what the training sets give: retraining reproduces the shipped weights", async () => {
    // @ts-expect-error: a plain ES module script, without types.
    const { prune, train } = await import("../../scripts/safeguarding-model/train.mjs");
    const { TRAINING_SETS } = await import("./safeguarding-sets");
    const { features } = await import("@/server/safeguarding/model/features");
    const shipped = JSON.parse(readFileSync("src/server/safeguarding/model/weights.json", "utf8"));
    const examples = TRAINING_SETS.flatMap(
      (set: { risk: { text: string; kind: string }[]; talk: { text: string }[] }) => [
        ...set.risk.map((r) => ({ features: features(r.text), label: r.kind })),
        ...set.talk.map((t) => ({ features: features(t.text), label: "none" })),
      ],
    );
    const classes = [...CONCERN_KINDS, "none"];
    const model = prune(train(examples, classes), 0.05);
    expect(shipped.classes).toEqual(classes);
    expect(shipped.bias).toEqual([...model.bias]);
    expect(Object.keys(shipped.features).length).toBe(model.weights.size);
  }, 120_000);

  it("finds a risk put in words no cue knows, with the words that weighed most as evidence", () => {
    const found = modelConcern("everyone would be better if i just disappeared for good");
    expect(found?.kind).toBe("self-harm");
    expect(found?.evidence).toContain("better");
  });

  it("stays quiet on sports talk", () => {
    for (const text of [
      "this session is killing me",
      "I cut two seconds off my PB",
      "we murdered them 4-0",
    ]) {
      expect(modelConcern(text)).toBeNull();
    }
  });

  it("adds to the rules and names itself as the detector", () => {
    const text = "nobody at home would care if i stopped coming back";
    expect(detectConcerns(text).some((c) => c.kind === "self-harm")).toBe(false);
    expect(detectOffline(text)).toContainEqual(
      expect.objectContaining({ kind: "self-harm", detector: "offline-model" }),
    );
  });
});
