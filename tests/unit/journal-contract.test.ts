import { describe, expect, it } from "vitest";
import { dayOf, excerpt } from "@/components/journals/journal-format";
import { createJournalSchema, updateJournalSchema } from "@/lib/contracts/journals/schemas";

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => ({ path: i.path.map(String).join("."), message: i.message }));

describe("createJournalSchema", () => {
  it("requires a title with the shared required-text message", () => {
    expect(issues(createJournalSchema.safeParse({}))).toEqual([
      { path: "title", message: "Field is required" },
    ]);
    expect(issues(createJournalSchema.safeParse({ title: " \n " }))).toEqual([
      { path: "title", message: "Field is required" },
    ]);
  });

  it("applies the defaults and leaves the date to the service", () => {
    expect(createJournalSchema.parse({ title: " Day 1 " })).toEqual({
      title: "Day 1",
      text: "",
      images: [],
      draft: false,
      shouldAssess: true,
    });
  });

  it("parses dates and answers 'Invalid date' for anything that is not one", () => {
    expect(createJournalSchema.parse({ title: "x", date: "2026-05-06" }).date).toEqual(
      new Date("2026-05-06T00:00:00.000Z"),
    );
    for (const date of ["", "tomorrow", null, true, "2026-13-45"]) {
      expect(issues(createJournalSchema.safeParse({ title: "x", date }))).toEqual([
        { path: "date", message: "Invalid date" },
      ]);
    }
  });

  it("takes http(s) and app-relative image URLs only", () => {
    expect(
      createJournalSchema.parse({ title: "x", images: ["https://a.example/x.png", "/files/y.jpg"] }).images,
    ).toEqual(["https://a.example/x.png", "/files/y.jpg"]);
    for (const url of ["javascript:alert(1)", "ftp://a/b", "", "data:image/png;base64,AAAA"]) {
      expect(createJournalSchema.safeParse({ title: "x", images: [url] }).success).toBe(false);
    }
  });

  it("refuses the fields only the service sets", () => {
    for (const field of ["assessed", "assessedAt", "number", "user", "organization", "teams"]) {
      expect(createJournalSchema.safeParse({ title: "x", [field]: 1 }).success).toBe(false);
      expect(updateJournalSchema.safeParse({ [field]: 1 }).success).toBe(false);
    }
  });
});

describe("updateJournalSchema", () => {
  it("accepts any subset and adds no defaults", () => {
    expect(updateJournalSchema.parse({})).toEqual({});
    expect(updateJournalSchema.parse({ draft: true })).toEqual({ draft: true });
    expect(issues(updateJournalSchema.safeParse({ title: "" }))).toEqual([
      { path: "title", message: "Field is required" },
    ]);
  });
});

describe("journal display helpers", () => {
  it("shows a stored date as its UTC calendar day", () => {
    expect(dayOf("2026-05-06T00:00:00.000Z")).toBe("2026-05-06");
    expect(dayOf("2026-05-06T23:59:59.000Z")).toBe("2026-05-06");
    expect(dayOf(null)).toBe("");
    expect(dayOf("nonsense")).toBe("");
  });

  it("flattens and shortens the text for the list", () => {
    expect(excerpt("a\n\n b   c")).toBe("a b c");
    expect(excerpt("x".repeat(200), 10)).toBe(`${"x".repeat(9)}…`);
  });
});
