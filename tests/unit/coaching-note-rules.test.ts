import { describe, expect, it } from "vitest";
import { COACHING_NOTE_LIMITS } from "@/lib/constants";
import {
  applyNoteTypeRules,
  coachingNoteFiltersSchema,
  createCoachingNoteSchema,
  updateCoachingNoteSchema,
} from "@/lib/contracts/coaching-notes/schemas";
import {
  type CoachingNoteRow,
  coachingNoteDocument,
  fromDbNoteType,
  toDbNoteType,
} from "@/server/coaching-notes/coaching-note-document";

const USER = "0123456789abcdef01234567";
const TEAM = "89abcdef0123456789abcdef";
const EXPIRES = "2030-01-02T03:04:05.000Z";

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]);

const create = (body: object) => createCoachingNoteSchema.safeParse({ content: "Keep going", ...body });

describe("§4 coaching note types on create", () => {
  it("an observation or a feedback loses promptExpiresAt and has promptEnabled false, whatever was sent", () => {
    for (const type of ["observation", "feedback"] as const) {
      const parsed = createCoachingNoteSchema.parse({
        type,
        toUser: USER,
        content: "Text",
        promptExpiresAt: EXPIRES,
        promptEnabled: true,
      });
      expect(parsed.type).toBe(type);
      expect(parsed).not.toHaveProperty("promptExpiresAt");
      expect(parsed.promptEnabled).toBe(false);
    }
  });

  it("a coach-prompt keeps promptExpiresAt and promptEnabled as given, and is enabled by default", () => {
    const kept = createCoachingNoteSchema.parse({
      type: "coach-prompt",
      toUser: USER,
      content: "Ask about sleep",
      promptExpiresAt: EXPIRES,
      promptEnabled: false,
    });
    expect(kept.promptExpiresAt).toEqual(new Date(EXPIRES));
    expect(kept.promptEnabled).toBe(false);
    const defaulted = createCoachingNoteSchema.parse({ type: "coach-prompt", toTeam: TEAM, content: "Ask" });
    expect(defaulted.promptEnabled).toBe(true);
    expect(defaulted.promptExpiresAt).toBeUndefined();
  });

  it("defaults title and description to empty strings and trims the texts", () => {
    const parsed = createCoachingNoteSchema.parse({
      type: "feedback",
      toUser: USER,
      content: "  Well done  ",
    });
    expect(parsed).toMatchObject({ title: "", description: "", content: "Well done" });
  });

  it("drops empty toUser and toTeam values (empty string, blanks, null) and lower-cases ids", () => {
    const parsed = createCoachingNoteSchema.parse({
      type: "observation",
      toUser: USER.toUpperCase(),
      toTeam: "",
      content: "Seen at practice",
    });
    expect(parsed.toUser).toBe(USER);
    expect(parsed.toTeam).toBeUndefined();
    const teamOnly = createCoachingNoteSchema.parse({
      type: "observation",
      toUser: "   ",
      toTeam: TEAM,
      content: "Team note",
    });
    expect(teamOnly.toUser).toBeUndefined();
    expect(teamOnly.toTeam).toBe(TEAM);
    const nulls = updateCoachingNoteSchema.parse({ toUser: null, toTeam: "" });
    expect(nulls.toUser).toBeUndefined();
    expect(nulls.toTeam).toBeUndefined();
  });
});

describe("§4 rules re-applied to merged values (update)", () => {
  it("a type change to observation or feedback drops promptExpiresAt and disables the prompt", () => {
    const stored = { type: "coach-prompt" as const, promptExpiresAt: new Date(EXPIRES), promptEnabled: true };
    for (const type of ["observation", "feedback"] as const) {
      const merged = applyNoteTypeRules({ ...stored, type });
      expect(merged).not.toHaveProperty("promptExpiresAt");
      expect(merged.promptEnabled).toBe(false);
    }
    expect(applyNoteTypeRules(stored)).toEqual(stored);
  });
});

describe("§5 limits and messages", () => {
  it("requires content with 'Content is required' (missing, empty or blank)", () => {
    for (const body of [{}, { content: "" }, { content: "   " }]) {
      const result = createCoachingNoteSchema.safeParse({ type: "feedback", toUser: USER, ...body });
      expect(issues(result)).toEqual([["content", "Content is required"]]);
    }
    expect(issues(updateCoachingNoteSchema.safeParse({ content: "" }))).toEqual([
      ["content", "Content is required"],
    ]);
  });

  it("content 1..1000, title at most 50, description at most 500", () => {
    expect(COACHING_NOTE_LIMITS).toMatchObject({ title: 50, content: 1000, description: 500 });
    const atLimits = create({
      type: "feedback",
      toUser: USER,
      title: "t".repeat(50),
      content: "c".repeat(1000),
      description: "d".repeat(500),
    });
    expect(atLimits.success).toBe(true);
    const over = create({
      type: "feedback",
      toUser: USER,
      title: "t".repeat(51),
      content: "c".repeat(1001),
      description: "d".repeat(501),
    });
    expect(issues(over)).toEqual([
      ["title", "Must be at most 50 characters"],
      ["content", "Must be at most 1000 characters"],
      ["description", "Must be at most 500 characters"],
    ]);
    expect(issues(updateCoachingNoteSchema.safeParse({ title: "t".repeat(51) }))).toEqual([
      ["title", "Must be at most 50 characters"],
    ]);
  });

  it("needs a recipient: toUser or toTeam ('User or team is required')", () => {
    expect(issues(create({ type: "feedback" }))).toEqual([["toUser", "User or team is required"]]);
    expect(issues(create({ type: "feedback", toUser: "", toTeam: null }))).toEqual([
      ["toUser", "User or team is required"],
    ]);
    expect(create({ type: "feedback", toTeam: TEAM }).success).toBe(true);
  });

  it("refuses an unknown type, a bad id, a bad date and unknown fields", () => {
    expect(issues(create({ type: "note", toUser: USER }))).toEqual([
      ["type", "Must be observation, coach-prompt or feedback"],
    ]);
    expect(create({ type: "feedback", toUser: "nope" }).success).toBe(false);
    expect(create({ type: "coach-prompt", toUser: USER, promptExpiresAt: "not a date" }).success).toBe(false);
    expect(create({ type: "feedback", toUser: USER, toOrganization: TEAM }).success).toBe(false);
  });

  it("paginate filters: type, toUser, toTeam, inbox, nothing else", () => {
    expect(coachingNoteFiltersSchema.parse({ type: "coach-prompt", inbox: true })).toEqual({
      type: "coach-prompt",
      inbox: true,
    });
    expect(coachingNoteFiltersSchema.safeParse({ author: USER }).success).toBe(false);
  });
});

describe("the document", () => {
  const row = (overrides: Partial<CoachingNoteRow> = {}): CoachingNoteRow => ({
    id: "aaaaaaaaaaaaaaaaaaaaaaaa",
    version: 2,
    createdAt: new Date("2026-01-01T00:00:00.000Z"),
    updatedAt: new Date("2026-01-02T00:00:00.000Z"),
    type: "coach_prompt",
    title: "Ask about sleep",
    content: "How did you sleep?",
    description: null,
    fromAI: false,
    eventDate: null,
    promptExpiresAt: new Date(EXPIRES),
    promptEnabled: true,
    toUserId: USER,
    toTeamId: null,
    toOrganizationId: TEAM,
    createdById: USER,
    updatedById: USER,
    toUser: { name: "Ann" },
    toTeam: null,
    createdBy: { name: "Coach Carl" },
    approvedAt: null,
    approvedById: null,
    approvedBy: null,
    sources: null,
    ...overrides,
  });

  it("maps coach_prompt to coach-prompt and back", () => {
    expect(fromDbNoteType("coach_prompt")).toBe("coach-prompt");
    expect(toDbNoteType("coach-prompt")).toBe("coach_prompt");
    expect(toDbNoteType("feedback")).toBe("feedback");
  });

  it("answers the spec's shape with names, and promptExpiresAt only on coach-prompts", () => {
    expect(coachingNoteDocument(row())).toEqual({
      _id: "aaaaaaaaaaaaaaaaaaaaaaaa",
      __v: 2,
      type: "coach-prompt",
      title: "Ask about sleep",
      content: "How did you sleep?",
      description: "",
      fromAI: false,
      eventDate: null,
      promptExpiresAt: EXPIRES,
      promptEnabled: true,
      toUser: USER,
      toTeam: null,
      toOrganization: TEAM,
      createdBy: USER,
      updatedBy: USER,
      toUserName: "Ann",
      toTeamName: null,
      draft: false,
      approvedAt: null,
      approvedByName: null,
      sources: [],
      createdByName: "Coach Carl",
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-02T00:00:00.000Z",
    });
    const feedback = coachingNoteDocument(
      row({ type: "feedback", promptExpiresAt: null, promptEnabled: false }),
    );
    expect(feedback).not.toHaveProperty("promptExpiresAt");
    expect(feedback.type).toBe("feedback");
  });
});
