import { describe, expect, it } from "vitest";
import { goalNoteInputSchema, goalProgress, progressedValue } from "@/lib/contracts/goals/schemas";
import { nextGoalProgress, progressChange } from "@/lib/goals/progress";

describe("nextGoalProgress", () => {
  it("moves progress by the progressed value", () => {
    expect(nextGoalProgress(20, 30)).toBe(50);
    expect(nextGoalProgress(50, -15)).toBe(35);
    expect(nextGoalProgress(40, 0)).toBe(40);
  });

  it("clamps at 0 and 100", () => {
    expect(nextGoalProgress(90, 25)).toBe(100);
    expect(nextGoalProgress(10, -40)).toBe(0);
    expect(nextGoalProgress(0, 100)).toBe(100);
    expect(nextGoalProgress(100, -100)).toBe(0);
  });

  it("rounds to whole points", () => {
    expect(nextGoalProgress(10, 2.6)).toBe(13);
  });
});

describe("progressChange", () => {
  it("is the difference between the new and the stored progress", () => {
    expect(progressChange(30, 75)).toBe(45);
    expect(progressChange(75, 30)).toBe(-45);
    expect(progressChange(0, 100)).toBe(100);
    expect(progressChange(100, 0)).toBe(-100);
    expect(nextGoalProgress(30, progressChange(30, 75))).toBe(75);
  });
});

describe("progress bounds in the contract", () => {
  it("accepts progress 0 to 100 and refuses the rest with the §5 number messages", () => {
    expect(goalProgress.safeParse(0).success).toBe(true);
    expect(goalProgress.safeParse(100).success).toBe(true);
    expect(goalProgress.safeParse(101).error?.issues[0].message).toBe("Number must be at most 100");
    expect(goalProgress.safeParse(-1).error?.issues[0].message).toBe("Number must be positive or zero");
  });

  it("accepts a progressed value of -100 to 100", () => {
    expect(progressedValue.safeParse(-100).success).toBe(true);
    expect(progressedValue.safeParse(100).success).toBe(true);
    expect(progressedValue.safeParse(-101).error?.issues[0].message).toBe("Number must be at least -100");
    expect(progressedValue.safeParse(101).error?.issues[0].message).toBe("Number must be at most 100");
    expect(goalNoteInputSchema.safeParse({ title: "Ran 5k" }).success).toBe(false);
  });
});
