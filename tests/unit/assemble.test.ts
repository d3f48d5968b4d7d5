import { describe, expect, it } from "vitest";
import type { TriggerInputs } from "@/lib/contracts/triggers/schemas";
import { type AssemblyInstruction, type AssemblySet, assemblePrompt } from "@/lib/triggers/assemble";

const inputs: TriggerInputs = {
  user: { _id: "u".repeat(24), role: "user" },
  nSession: 2,
  nSessionWithAgent: 1,
  nAssistantMessage: 3,
  nUserMessage: 3,
  chatIsClosing: false,
  chatMode: "coaching",
};

let seq = 0;
const instr = (name: string, over: Partial<AssemblyInstruction> = {}): AssemblyInstruction => ({
  id: `i${++seq}`,
  name,
  content: `content of ${name}`,
  role: "system",
  placement: "middle",
  order: 0,
  key: null,
  keyPower: 0,
  active: true,
  triggers: [],
  ...over,
});
const set = (
  name: string,
  instructions: AssemblyInstruction[],
  over: Partial<AssemblySet> = {},
): AssemblySet => ({
  id: `s-${name}`,
  name,
  active: true,
  triggers: [],
  instructions,
  ...over,
});

const names = (r: ReturnType<typeof assemblePrompt>) =>
  r.messages.filter((m) => m.source.kind === "instruction").map((m) => m.content.replace("content of ", ""));

describe("assemblePrompt", () => {
  it("puts the core instruction first, then start → middle → end", () => {
    const result = assemblePrompt({
      agent: { coreInstruction: "  You are a coach.  " },
      sets: [
        set("S", [
          instr("end", { placement: "end", order: -5 }),
          instr("middle", { placement: "middle", order: 0 }),
          instr("start", { placement: "start", order: 99 }),
        ]),
      ],
      inputs,
    });
    expect(result.messages[0]).toEqual({
      role: "system",
      content: "You are a coach.",
      source: { kind: "core" },
    });
    expect(names(result)).toEqual(["start", "middle", "end"]);
  });

  it("omits a blank core instruction", () => {
    const result = assemblePrompt({
      agent: { coreInstruction: "  " },
      sets: [set("S", [instr("a")])],
      inputs,
    });
    expect(result.messages.map((m) => m.source.kind)).toEqual(["instruction"]);
    expect(assemblePrompt({ agent: {}, sets: [], inputs })).toEqual({ messages: [], trace: [] });
  });

  it("orders by order within a placement, across sets, ties by set name then instruction name", () => {
    const result = assemblePrompt({
      agent: { coreInstruction: null },
      sets: [
        set("Beta", [instr("b2", { order: 1 }), instr("b1", { order: 1 }), instr("b0", { order: 0 })]),
        set("Alpha", [instr("a3", { order: 3 }), instr("a1", { order: 1 })]),
      ],
      inputs,
    });
    expect(names(result)).toEqual(["b0", "a1", "b1", "b2", "a3"]);
  });

  it("keeps the message role and the source ids", () => {
    const u = instr("u", { role: "user" });
    const result = assemblePrompt({ agent: {}, sets: [set("S", [u])], inputs });
    expect(result.messages).toEqual([
      {
        role: "user",
        content: "content of u",
        source: { kind: "instruction", instructionId: u.id, setId: "s-S" },
      },
    ]);
  });

  it("leaves out instructions whose triggers do not let them run, with the reasons in the trace", () => {
    const no = instr("no", { triggers: [{ type: "onSessionNumber", value: 3 }] });
    const yes = instr("yes", { triggers: [{ type: "onSessionNumber", value: 2 }] });
    const off = instr("off", { active: false });
    const result = assemblePrompt({ agent: {}, sets: [set("S", [no, yes, off])], inputs });
    expect(names(result)).toEqual(["yes"]);
    const byName = Object.fromEntries(result.trace.map((e) => [e.name, e]));
    expect(byName.no).toMatchObject({
      runs: false,
      included: false,
      reasons: ["onSessionNumber 3 does not hold: session 2"],
    });
    expect(byName.yes).toMatchObject({
      runs: true,
      included: true,
      reasons: ["onSessionNumber 2 holds: session 2"],
    });
    expect(byName.off).toMatchObject({ runs: false, reasons: ["instruction is inactive"] });
  });

  it("applies the set's triggers to all its instructions", () => {
    const result = assemblePrompt({
      agent: {},
      sets: [
        set("Oracle", [instr("o")], { triggers: [{ type: "onChatMode", value: "oracle" }] }),
        set("Closing", [instr("c")], { triggers: [{ type: "onChatClosing", action: "remove" }] }),
        set("Off", [instr("x")], { active: false }),
      ],
      inputs,
    });
    expect(names(result)).toEqual(["c"]);
    expect(result.trace.find((e) => e.name === "o")?.reasons).toEqual([
      "set: onChatMode oracle does not hold: mode coaching",
    ]);
    expect(result.trace.find((e) => e.name === "x")?.reasons).toEqual(["set is inactive"]);
  });

  it("keeps only the highest keyPower among running instructions sharing a key", () => {
    const weak = instr("weak", { key: "tone", keyPower: 1, order: 0 });
    const strong = instr("strong", { key: "tone", keyPower: 5, order: 9, placement: "end" });
    const mid = instr("mid", { key: "tone", keyPower: 3, order: 1 });
    const other = instr("other", { key: "length", keyPower: 0 });
    const result = assemblePrompt({ agent: {}, sets: [set("S", [weak, strong, mid, other])], inputs });
    expect(names(result)).toEqual(["other", "strong"]);
    const byName = Object.fromEntries(result.trace.map((e) => [e.name, e]));
    expect(byName.weak).toMatchObject({ runs: true, included: false, droppedBy: strong.id });
    expect(byName.mid).toMatchObject({ runs: true, included: false, droppedBy: strong.id });
    expect(byName.mid.reasons.at(-1)).toBe('dropped: key "tone" kept by "strong" (keyPower 5 vs 3)');
    expect(byName.strong.droppedBy).toBeUndefined();
    expect(byName.other).toMatchObject({ included: true, key: "length" });
  });

  it("on a keyPower tie keeps the later one in order", () => {
    const first = instr("first", { key: "k", keyPower: 2, order: 1 });
    const later = instr("later", { key: "k", keyPower: 2, order: 2 });
    const result = assemblePrompt({ agent: {}, sets: [set("S", [later, first])], inputs });
    expect(names(result)).toEqual(["later"]);
    expect(result.trace.find((e) => e.name === "first")?.droppedBy).toBe(later.id);
  });

  it("does not let an instruction that does not run take a key", () => {
    const strongButOff = instr("strongOff", {
      key: "k",
      keyPower: 9,
      triggers: [{ type: "onChatClosing" }],
    });
    const weak = instr("weak", { key: "k", keyPower: 0 });
    const result = assemblePrompt({ agent: {}, sets: [set("S", [strongButOff, weak])], inputs });
    expect(names(result)).toEqual(["weak"]);
    expect(result.trace.find((e) => e.name === "strongOff")).toMatchObject({ runs: false });
    expect(result.trace.find((e) => e.name === "strongOff")?.droppedBy).toBeUndefined();
  });

  it("treats blank keys as no key", () => {
    const result = assemblePrompt({
      agent: {},
      sets: [set("S", [instr("a", { key: " " }), instr("b", { key: "" })])],
      inputs,
    });
    expect(names(result)).toEqual(["a", "b"]);
    expect(result.trace.map((e) => e.key)).toEqual([null, null]);
  });

  it("traces every instruction in prompt order with its placement, order, key and keyPower", () => {
    const result = assemblePrompt({
      agent: {},
      sets: [set("S", [instr("z", { placement: "end", order: 2, key: "k", keyPower: 4 }), instr("y")])],
      inputs,
    });
    expect(
      result.trace.map(({ name, setName, placement, order, key, keyPower }) => ({
        name,
        setName,
        placement,
        order,
        key,
        keyPower,
      })),
    ).toEqual([
      { name: "y", setName: "S", placement: "middle", order: 0, key: null, keyPower: 0 },
      { name: "z", setName: "S", placement: "end", order: 2, key: "k", keyPower: 4 },
    ]);
  });

  it("is deterministic whatever the input order", () => {
    const a = set("A", [instr("x"), instr("y", { order: 1 })]);
    const b = set("B", [instr("x"), instr("w", { placement: "start" })]);
    const one = assemblePrompt({ agent: {}, sets: [a, b], inputs });
    const two = assemblePrompt({
      agent: {},
      sets: [{ ...b, instructions: [...b.instructions].reverse() }, a],
      inputs,
    });
    expect(two).toEqual(one);
    expect(names(one)).toEqual(["w", "x", "x", "y"]);
    expect(one.trace.map((e) => e.setName)).toEqual(["B", "A", "B", "A"]);
  });
});
