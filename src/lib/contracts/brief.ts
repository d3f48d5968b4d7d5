/**
 * The person's brief: what the AI coach is told about the person it talks to, from each owner domain, within a token
 * budget. An agent says which sources it reads (Agent.briefSources); the person says which stay out of every turn
 * (UserDetails.briefSourcesOff) and whether the AI may learn from them (learningPaused).
 */
import { z } from "zod";

export const BRIEF_SOURCES = ["profile", "goals", "journals", "assessments", "chats", "notes"] as const;
export type BriefSource = (typeof BRIEF_SOURCES)[number];

export const BRIEF_SOURCE_LABELS: Record<BriefSource, string> = {
  profile: "Profile and preferences",
  goals: "Active goals",
  journals: "Latest journal entries",
  assessments: "Latest assessment",
  chats: "Summaries of recent chats",
  notes: "Coach observations",
};

export const DEFAULT_BRIEF_TOKEN_BUDGET = 1500;
export const MIN_BRIEF_TOKEN_BUDGET = 200;
export const MAX_BRIEF_TOKEN_BUDGET = 8000;

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
