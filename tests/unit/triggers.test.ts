import { describe, expect, it } from "vitest";
import type { TriggerInput, TriggerInputs } from "@/lib/contracts/triggers/schemas";
import { triggerSchema } from "@/lib/contracts/triggers/schemas";
import { describeTrigger, evaluateInstruction, parseTriggers, triggerFires } from "@/lib/triggers";

const base: TriggerInputs = {
  user: { _id: "u".repeat(24), role: "user" },
  nSession: 1,
  nSessionWithAgent: 1,
  nAssistantMessage: 0,
  nUserMessage: 0,
  chatIsClosing: false,
  chatMode: "coaching",
};
const inputs = (over: Partial<TriggerInputs> = {}): TriggerInputs => ({ ...base, ...over });
const t = (raw: TriggerInput) => triggerSchema.parse(raw);

// [label, trigger, inputs that hold, inputs that do not hold]
const table: [string, TriggerInput, Partial<TriggerInputs>[], Partial<TriggerInputs>[]][] = [
  ["onAlwaysTrigger", { type: "onAlwaysTrigger" }, [{}, { nSession: 9, chatIsClosing: true }], []],
  [
    "onGreetings",
    { type: "onGreetings" },
    [{ nAssistantMessage: 0 }, { nAssistantMessage: 1 }],
    [{ nAssistantMessage: 2 }, { nAssistantMessage: 10 }],
  ],
  [
    "onSessionNumber",
    { type: "onSessionNumber", value: 3 },
    [{ nSession: 3 }, { nSession: 3, nSessionWithAgent: 1 }],
    [{ nSession: 2 }, { nSession: 4, nSessionWithAgent: 3 }],
  ],
  [
    "onSessionNumber withAgent",
    { type: "onSessionNumber", value: 3, withAgent: true },
    [{ nSession: 7, nSessionWithAgent: 3 }],
    [{ nSession: 3, nSessionWithAgent: 1 }],
  ],
  [
    "onSessionNumberIn",
    { type: "onSessionNumberIn", value: "1, 3 ,5" },
    [{ nSession: 1 }, { nSession: 3 }, { nSession: 5 }],
    [{ nSession: 2 }, { nSession: 6 }],
  ],
  [
    "onSessionNumberIn withAgent",
    { type: "onSessionNumberIn", value: [2, 4], withAgent: true },
    [{ nSession: 1, nSessionWithAgent: 4 }],
    [{ nSession: 4, nSessionWithAgent: 1 }],
  ],
  [
    "onAssistantMessageNumber",
    { type: "onAssistantMessageNumber", value: 2 },
    [{ nAssistantMessage: 2 }],
    [{ nAssistantMessage: 1 }, { nAssistantMessage: 3 }, { nAssistantMessage: 4 }],
  ],
  [
    "onAssistantMessageNumber 0",
    { type: "onAssistantMessageNumber", value: 0 },
    [{ nAssistantMessage: 0 }],
    [{ nAssistantMessage: 1 }],
  ],
  ["onChatClosing", { type: "onChatClosing" }, [{ chatIsClosing: true }], [{ chatIsClosing: false }]],
  ["onChatNotClosing", { type: "onChatNotClosing" }, [{ chatIsClosing: false }], [{ chatIsClosing: true }]],
  [
    "everyNSessions",
    { type: "everyNSessions", value: 3 },
    [{ nSession: 3 }, { nSession: 6 }, { nSession: 9 }],
    [{ nSession: 1 }, { nSession: 4 }, { nSession: 0 }],
  ],
  [
    "everyNSessions withAgent",
    { type: "everyNSessions", value: 2, withAgent: true },
    [{ nSession: 3, nSessionWithAgent: 2 }],
    [{ nSession: 2, nSessionWithAgent: 3 }],
  ],
  [
    "everyNSessions 1",
    { type: "everyNSessions", value: 1 },
    [{ nSession: 1 }, { nSession: 2 }],
    [{ nSession: 0 }],
  ],
  [
    "everyNAssistantMessages",
    { type: "everyNAssistantMessages", value: 2 },
    [{ nAssistantMessage: 2 }, { nAssistantMessage: 4 }],
    [{ nAssistantMessage: 0 }, { nAssistantMessage: 1 }, { nAssistantMessage: 3 }],
  ],
  [
    "onChatMode",
    { type: "onChatMode", value: "oracle" },
    [{ chatMode: "oracle" }],
    [{ chatMode: "coaching" }, { chatMode: "generalist" }],
  ],
];

describe("triggerFires: every kind", () => {
  const holding = table.flatMap(([label, trigger, yes]) =>
    yes.map((over) => [label, trigger, over] as const),
  );
  const failing = table.flatMap(([label, trigger, , no]) =>
    no.map((over) => [label, trigger, over] as const),
  );

  it.each(holding)("%s holds for %o", (_label, trigger, over) => {
    expect(triggerFires(t(trigger), inputs(over))).toBe(true);
  });
  it.each(failing)("%s does not hold for %o", (_label, trigger, over) => {
    expect(triggerFires(t(trigger), inputs(over))).toBe(false);
  });

  it("covers all ten kinds", () => {
    expect(new Set(table.map(([, trigger]) => trigger.type)).size).toBe(10);
  });

  it("ignores the action: a remove trigger's condition is evaluated the same way", () => {
    expect(
      triggerFires(t({ type: "onChatClosing", action: "remove" }), inputs({ chatIsClosing: true })),
    ).toBe(true);
  });
});

describe("onSessionNumberIn parsing", () => {
  it("splits, trims and de-duplicates comma-separated text", () => {
    expect(t({ type: "onSessionNumberIn", value: " 3, 1,3 ,, 5 " })).toMatchObject({ value: [3, 1, 5] });
  });
  it("accepts a list of numbers or numeric strings", () => {
    expect(t({ type: "onSessionNumberIn", value: [2, "2", " 7 "] })).toMatchObject({ value: [2, 7] });
  });
  it.each([[""], [" , "], [[]], ["1, x"], ["0"], ["1.5"]])("refuses %o", (value) => {
    expect(triggerSchema.safeParse({ type: "onSessionNumberIn", value }).success).toBe(false);
  });
});

describe("describeTrigger", () => {
  it.each([
    [{ type: "onGreetings" }, "onGreetings"],
    [{ type: "onSessionNumber", value: 3 }, "onSessionNumber 3"],
    [{ type: "everyNSessions", value: 2, withAgent: true }, "everyNSessions 2 (with agent)"],
    [{ type: "onSessionNumberIn", value: "1,4" }, "onSessionNumberIn 1, 4"],
    [{ type: "onChatMode", value: "oracle" }, "onChatMode oracle"],
  ] as [TriggerInput, string][])("%o → %s", (trigger, label) => {
    expect(describeTrigger(t(trigger))).toBe(label);
  });
});

describe("evaluateInstruction", () => {
  const set = (triggers: unknown[] = [], active = true) => ({ active, triggers });
  const instr = (triggers: unknown[] = [], active = true) => ({ active, triggers });

  it("runs when every add trigger holds", () => {
    const result = evaluateInstruction(
      instr([
        { type: "onSessionNumber", value: 2 },
        { type: "onChatMode", value: "coaching" },
      ]),
      set(),
      inputs({ nSession: 2 }),
    );
    expect(result.runs).toBe(true);
    expect(result.reasons).toEqual([
      "onSessionNumber 2 holds: session 2",
      "onChatMode coaching holds: mode coaching",
    ]);
  });

  it("does not run when one add trigger does not hold, and says which", () => {
    const result = evaluateInstruction(
      instr([
        { type: "onSessionNumber", value: 3 },
        { type: "onChatMode", value: "coaching" },
      ]),
      set(),
      inputs({ nSession: 2 }),
    );
    expect(result).toMatchObject({ runs: false, reasons: ["onSessionNumber 3 does not hold: session 2"] });
  });

  it("with no add trigger at all, runs (no condition)", () => {
    const result = evaluateInstruction(instr(), null, inputs());
    expect(result).toMatchObject({ runs: true, reasons: ["no add trigger: runs unless removed"] });
  });

  it("with only a remove trigger, runs until it fires", () => {
    const remove = [{ type: "onChatClosing", action: "remove" }];
    expect(evaluateInstruction(instr(remove), set(), inputs()).runs).toBe(true);
    const closing = evaluateInstruction(instr(remove), set(), inputs({ chatIsClosing: true }));
    expect(closing).toMatchObject({ runs: false, reasons: ["remove onChatClosing fires: chat is closing"] });
  });

  it("a remove trigger beats add triggers that hold", () => {
    const result = evaluateInstruction(
      instr([{ type: "onAlwaysTrigger" }, { type: "everyNAssistantMessages", value: 2, action: "remove" }]),
      set(),
      inputs({ nAssistantMessage: 4 }),
    );
    expect(result).toMatchObject({
      runs: false,
      reasons: ["remove everyNAssistantMessages 2 fires: assistant messages 4"],
    });
  });

  it("inherits the set's add triggers", () => {
    const s = set([{ type: "onChatMode", value: "oracle" }]);
    expect(evaluateInstruction(instr(), s, inputs({ chatMode: "oracle" })).runs).toBe(true);
    const other = evaluateInstruction(
      instr([{ type: "onAlwaysTrigger" }]),
      s,
      inputs({ chatMode: "coaching" }),
    );
    expect(other).toMatchObject({
      runs: false,
      reasons: ["set: onChatMode oracle does not hold: mode coaching"],
    });
  });

  it("inherits the set's remove triggers, which beat the instruction's add triggers", () => {
    const s = set([{ type: "onGreetings", action: "remove" }]);
    const result = evaluateInstruction(
      instr([{ type: "onAlwaysTrigger" }]),
      s,
      inputs({ nAssistantMessage: 1 }),
    );
    expect(result).toMatchObject({
      runs: false,
      reasons: ["set: remove onGreetings fires: assistant messages 1"],
    });
    expect(
      evaluateInstruction(instr([{ type: "onAlwaysTrigger" }]), s, inputs({ nAssistantMessage: 2 })).runs,
    ).toBe(true);
  });

  it("needs both the set's and the instruction's add triggers", () => {
    const s = set([{ type: "onSessionNumberIn", value: "1,2" }]);
    const i = instr([{ type: "onChatNotClosing" }]);
    expect(evaluateInstruction(i, s, inputs({ nSession: 2 })).runs).toBe(true);
    expect(evaluateInstruction(i, s, inputs({ nSession: 3 })).runs).toBe(false);
    expect(evaluateInstruction(i, s, inputs({ nSession: 2, chatIsClosing: true })).runs).toBe(false);
  });

  it("never runs an inactive instruction or an instruction of an inactive set", () => {
    expect(evaluateInstruction(instr([], false), set(), inputs())).toMatchObject({
      runs: false,
      reasons: ["instruction is inactive"],
    });
    expect(evaluateInstruction(instr([{ type: "onAlwaysTrigger" }]), set([], false), inputs())).toMatchObject(
      {
        runs: false,
        reasons: ["set is inactive"],
      },
    );
  });

  it("lists a verdict for every trigger, set first", () => {
    const result = evaluateInstruction(
      instr([{ type: "onChatClosing", action: "remove" }]),
      set([{ type: "onAlwaysTrigger" }]),
      inputs(),
    );
    expect(result.verdicts.map((v) => [v.origin, v.action, v.holds])).toEqual([
      ["set", "add", true],
      ["instruction", "remove", false],
    ]);
  });

  it("reads stored triggers: `kind` spelling, comma text, defaults to add", () => {
    const parsed = parseTriggers([{ kind: "onSessionNumberIn", value: "2, 3" }]);
    expect(parsed[0]).toMatchObject({ action: "add", trigger: { type: "onSessionNumberIn", value: [2, 3] } });
    expect(parseTriggers(null)).toEqual([]);
    expect(parseTriggers({})).toEqual([]);
  });

  it("an unreadable add trigger keeps the instruction from running; an unreadable remove is ignored", () => {
    const badAdd = evaluateInstruction(instr([{ type: "onSessionNumber", value: -1 }]), set(), inputs());
    expect(badAdd).toMatchObject({ runs: false, reasons: ["invalid onSessionNumber does not hold"] });
    const badRemove = evaluateInstruction(instr([{ type: "nope", action: "remove" }]), set(), inputs());
    expect(badRemove.runs).toBe(true);
    expect(badRemove.verdicts[0].text).toBe("remove invalid nope ignored");
  });
});
