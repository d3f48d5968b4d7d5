/**
 * §3 Coaching note, §4 "Coaching note types", §5 limits: bodies of POST /coaching-notes and PUT /coaching-notes/{id},
 * the §4 type rules, and the document the API answers.
 */
import { z } from "zod";
import { dateOut, documentFields, idOut } from "@/lib/api/wire";
import { COACHING_NOTE_LIMITS, COACHING_NOTE_TYPES } from "@/lib/constants";
import { dateValue, fieldIsRequired, MESSAGES, objectId } from "@/lib/contracts/common";

export type CoachingNoteType = (typeof COACHING_NOTE_TYPES)[number];

export const COACHING_NOTE_MESSAGES = {
  contentRequired: "Content is required",
  recipientRequired: fieldIsRequired("User or team"),
} as const;

const maxText = (max: number) => `Must be at most ${max} characters`;

/** §4 "Empty toTeam or toUser values are dropped": "", null and blanks become "not given". */
const optionalRecipient = z.preprocess(
  (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
  objectId.optional(),
);

/** null clears the date (a coach-prompt without expiry); anything else must parse. */
const optionalDate = z.preprocess((v) => (v === "" ? null : v), dateValue.nullable().optional());

const noteFields = {
  type: z.enum(COACHING_NOTE_TYPES, { error: "Must be observation, coach-prompt or feedback" }),
  toUser: optionalRecipient,
  toTeam: optionalRecipient,
  title: z
    .string({ error: MESSAGES.fieldRequired })
    .trim()
    .max(COACHING_NOTE_LIMITS.title, maxText(COACHING_NOTE_LIMITS.title)),
  content: z
    .string({ error: COACHING_NOTE_MESSAGES.contentRequired })
    .trim()
    .min(1, COACHING_NOTE_MESSAGES.contentRequired)
    .max(COACHING_NOTE_LIMITS.content, maxText(COACHING_NOTE_LIMITS.content)),
  description: z
    .string()
    .trim()
    .max(COACHING_NOTE_LIMITS.description, maxText(COACHING_NOTE_LIMITS.description)),
  eventDate: optionalDate,
  promptExpiresAt: optionalDate,
  promptEnabled: z.boolean({ error: "Must be true or false" }),
};

/**
 * §4: an observation or feedback always loses promptExpiresAt and has promptEnabled false; a coach-prompt keeps
 * both as given. Applied to the merged values on create and on every update (a type change re-applies it).
 */
export function applyNoteTypeRules<
  T extends { type: CoachingNoteType; promptExpiresAt?: Date | null; promptEnabled?: boolean },
>(note: T): T {
  if (note.type === "coach-prompt") return note;
  const { promptExpiresAt: _dropped, ...rest } = note;
  return { ...rest, promptEnabled: false } as T;
}

/**
 * POST /coaching-notes: a note for one user or one team (at least one of toUser, toTeam). title defaults to "",
 * description to "", promptEnabled to true for a coach-prompt (a prompt is meant to run) and false otherwise.
 */
export const createCoachingNoteSchema = z
  .object({
    ...noteFields,
    title: noteFields.title.default(""),
    description: noteFields.description.default(""),
    promptEnabled: noteFields.promptEnabled.optional(),
  })
  .strict()
  .refine((v) => v.toUser !== undefined || v.toTeam !== undefined, {
    message: COACHING_NOTE_MESSAGES.recipientRequired,
    path: ["toUser"],
  })
  .transform((v) =>
    applyNoteTypeRules({ ...v, promptEnabled: v.promptEnabled ?? v.type === "coach-prompt" }),
  );

/** PUT /coaching-notes/{id}: any subset; the service merges with the stored note and re-applies the type rules. */
export const updateCoachingNoteSchema = z.object(noteFields).partial().strict();

export type CreateCoachingNoteInput = z.infer<typeof createCoachingNoteSchema>;
export type UpdateCoachingNoteInput = z.infer<typeof updateCoachingNoteSchema>;
export type CoachingNoteFormValues = z.input<typeof createCoachingNoteSchema>;

/**
 * Filters of POST /coaching-notes/paginate (inside the list query's `filters`): type, toUser, toTeam, and `inbox`
 * (true: the feedback addressed to the caller or their teams, the /dashboard/feedbacks list; athletes only,
 * others get ONLY_ATHLETE).
 */
export const coachingNoteFiltersSchema = z
  .object({
    type: z.enum(COACHING_NOTE_TYPES).optional(),
    toUser: objectId.optional(),
    toTeam: objectId.optional(),
    inbox: z.boolean().optional(),
    /** true: only the AI drafts waiting for review; otherwise they are left out. */
    drafts: z.boolean().optional(),
  })
  .strict();
export type CoachingNoteFilters = z.infer<typeof coachingNoteFiltersSchema>;

/** A coaching note as the API answers it (§3, document shape). Names are filled for display. */
export const coachingNoteDocSchema = z.strictObject({
  ...documentFields,
  type: z.enum(COACHING_NOTE_TYPES),
  title: z.string(),
  content: z.string(),
  description: z.string(),
  fromAI: z.boolean(),
  eventDate: dateOut.nullable(),
  /** Absent on observations and feedback (§4). */
  promptExpiresAt: dateOut.nullable().optional(),
  promptEnabled: z.boolean(),
  toUser: idOut.nullable(),
  toTeam: idOut.nullable(),
  toOrganization: idOut.nullable(),
  createdBy: idOut.nullable(),
  updatedBy: idOut.nullable(),
  /** Display names, null when the referenced record is gone. */
  toUserName: z.string().nullable(),
  toTeamName: z.string().nullable(),
  createdByName: z.string().nullable(),
  /** An AI draft (fromAI) a coach has not approved yet: it reaches neither the athlete nor the model. */
  draft: z.boolean(),
  approvedAt: dateOut.nullable(),
  approvedByName: z.string().nullable(),
  /** What an AI draft was written from. */
  sources: z.array(
    z.strictObject({ kind: z.enum(["chat", "journal"]), id: idOut, title: z.string(), at: z.string() }),
  ),
});

export type CoachingNoteDocument = z.output<typeof coachingNoteDocSchema>;

/** PUT /coaching-notes/approve/{id}: a coach approves an AI draft, as it is or edited. */
export const approveDraftSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, "Title is required")
      .max(COACHING_NOTE_LIMITS.title, maxText(COACHING_NOTE_LIMITS.title))
      .optional(),
    content: z
      .string()
      .trim()
      .min(1, COACHING_NOTE_MESSAGES.contentRequired)
      .max(COACHING_NOTE_LIMITS.content, maxText(COACHING_NOTE_LIMITS.content))
      .optional(),
  })
  .strict();
export type ApproveDraftInput = z.infer<typeof approveDraftSchema>;
