import { describe, expect, it } from "vitest";
import { detectConcerns } from "@/server/safeguarding/detector";

const kinds = (text: string) => detectConcerns(text).map((c) => [c.kind, c.severity]);

describe("the safeguarding cues: a risk found from its parts", () => {
  it("finds a means and a time in neighbouring sentences as a plan", () => {
    expect(kinds("I've been saving up my mum's pills. Sunday after the final is when.")).toContainEqual([
      "self-harm",
      "urgent",
    ]);
  });

  it("reads shorthand as the words it stands for (q, jai, u, bate-me)", () => {
    expect(kinds("jai supprime tous mes comptes. merci pour tout coach")).toContainEqual([
      "self-harm",
      "high",
    ]);
    expect(kinds("o meu tio bate-me quando jogo mal")).toContainEqual(["abuse", "urgent"]);
  });

  it("reads a negation in the sentence's own language ('pas de sauna' is advice, not a risk)", () => {
    expect(
      detectConcerns("La diététicienne a dit : pas de sauna avant la pesée, on boit normalement."),
    ).toEqual([]);
    expect(kinds("Je mets un k-way au sauna avant la pesée pour perdre 2 kilos.")).toContainEqual([
      "eating",
      "high",
    ]);
  });

  it("lets a negation deny the risk itself, and only the word right before deny what goes with it", () => {
    expect(detectConcerns("I would never hurt myself.")).toEqual([]);
    expect(detectConcerns("Did heading practice today, no headache, felt fine.")).toEqual([]);
    expect(kinds("Since that header I've had a headache and the lights hurt.")).toContainEqual([
      "medical",
      "high",
    ]);
  });

  it("stays quiet on talk about a risk: an anti-doping lesson, a concussion check passed", () => {
    expect(detectConcerns("In chemistry we learned about steroids and what they do to the heart.")).toEqual(
      [],
    );
    expect(
      detectConcerns("Big tackle, the physio did the concussion protocol, all clear, I finished the game."),
    ).toEqual([]);
  });

  it("tells a threat to someone else's hyperbole apart ('le coach va me tuer' is not 'je vais me tuer')", () => {
    expect(detectConcerns("le coach va me tuer si j'arrive encore en retard")).toEqual([]);
    expect(kinds("je vais me tuer ce soir")).toContainEqual(["self-harm", "urgent"]);
  });

  it("puts the act first, so 'he never touched me' is denied but 'he touched me' with an adult is urgent", () => {
    expect(detectConcerns("The coach never touched me, he is strict but fair.")).toEqual([]);
    expect(kinds("After practice the coach touched me and said it's our secret.")).toContainEqual([
      "abuse",
      "urgent",
    ]);
  });
});
