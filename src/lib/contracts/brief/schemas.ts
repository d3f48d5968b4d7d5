/**
 * The person's brief: what the AI coach is told about the person it talks to, from each owner domain, within a token
 * budget. An agent says which sources it reads (Agent.briefSources); the person says which stay out of every turn
 * (UserDetails.briefSourcesOff) and whether the AI may learn from them (learningPaused).
 */
import { z } from "zod";
import { BRIEF_SOURCES, MAX_BRIEF_TOKEN_BUDGET, MIN_BRIEF_TOKEN_BUDGET } from "@/lib/contracts/brief/values";

export * from "@/lib/contracts/brief/values";

export const briefSourceSchema = z.enum(BRIEF_SOURCES);

/** A set of sources: no duplicates, in the canonical order. */
export const briefSourcesSchema = z
  .array(briefSourceSchema)
  .transform((list) => BRIEF_SOURCES.filter((s) => list.includes(s)));

export const briefTokenBudgetSchema = z
  .number()
  .int()
  .min(MIN_BRIEF_TOKEN_BUDGET, `Token budget must be at least ${MIN_BRIEF_TOKEN_BUDGET}`)
  .max(MAX_BRIEF_TOKEN_BUDGET, `Token budget must be at most ${MAX_BRIEF_TOKEN_BUDGET}`);

/** What a turn records of its brief as hidden information: never the text, only what it was made of. */
export const briefRecordSchema = z.object({
  sources: z.array(briefSourceSchema),
  /** Items included per source (a profile counts its fields). */
  items: z.record(z.string(), z.number().int()),
  /** Items left out to stay within the budget. */
  omitted: z.number().int(),
  tokens: z.number().int(),
  budget: z.number().int(),
  language: z.string().nullable(),
});
export type BriefRecord = z.infer<typeof briefRecordSchema>;

/** PUT /users/brief-settings: the caller's own switches; only the fields sent change. */
export const briefSettingsSchema = z
  .object({
    /** Sources kept out of every AI turn. */
    sourcesOff: briefSourcesSchema,
    /** While set, nothing new is learned from the person's chats and journals. */
    learningPaused: z.boolean(),
  })
  .partial()
  .strict();
export type BriefSettingsInput = z.infer<typeof briefSettingsSchema>;

export const briefSettingsDocSchema = z.strictObject({
  sourcesOff: z.array(briefSourceSchema),
  learningPaused: z.boolean(),
});

/** A fact the AI learned and keeps in the person's profile, with where it came from. */
export const learnedFactSchema = z.strictObject({
  field: z.string(),
  label: z.string(),
  value: z.string(),
  source: z.enum(["chat", "journal", "routine"]),
  sourceId: z.string().nullable(),
  messageId: z.string().nullable(),
  at: z.string(),
});
export type LearnedFact = z.infer<typeof learnedFactSchema>;

/** GET /users/brief/{id}: the person's brief as a coaching agent's model would receive it, and what they decided. */
export const personBriefSchema = z.strictObject({
  user: z.strictObject({ _id: z.string(), name: z.string() }),
  /** The system message exactly as the model receives it (every source, the default budget). */
  text: z.string(),
  sections: z.array(
    z.strictObject({ source: briefSourceSchema, title: z.string(), lines: z.array(z.string()) }),
  ),
  record: briefRecordSchema,
  settings: briefSettingsDocSchema,
  facts: z.array(learnedFactSchema),
  /** The caller is the person: they may switch sources and correct facts; coaches read. */
  canEdit: z.boolean(),
});
export type PersonBrief = z.infer<typeof personBriefSchema>;
