/**
 * §3 Goal and Goal note, §5 goal rules: bodies of POST /goals and PUT /goals/{id}. Statuses use the spec spelling
 * (`in-progress`); the services map them to the Prisma identifiers.
 */
import { z } from "zod";
import { dateOut, documentFields, idOut } from "@/lib/api/wire";
import {
  DEFAULT_GOAL_STATUS,
  GOAL_DEADLINES,
  GOAL_KEYWORDS,
  GOAL_PRIORITIES,
  GOAL_PROGRESS,
  GOAL_PROGRESS_CHANGE,
  GOAL_STATUSES,
} from "@/lib/constants";
import { dateValue, MESSAGES, objectId, optionalText, requiredText } from "@/lib/contracts/common";
import { GOAL_STREAM_EVENTS, GOAL_TEXT_MAX } from "@/lib/contracts/goals/values";

export type GoalStatus = (typeof GOAL_STATUSES)[number];
export type GoalPriority = (typeof GOAL_PRIORITIES)[number];
export type GoalDeadline = (typeof GOAL_DEADLINES)[number];
export type GoalKeyword = (typeof GOAL_KEYWORDS)[number];

export const GOAL_MESSAGES = {
  keyword: "Must be one of the goal keywords",
  progressMax: `Number must be at most ${GOAL_PROGRESS.max}`,
  changeMin: `Number must be at least ${GOAL_PROGRESS_CHANGE.min}`,
  changeMax: `Number must be at most ${GOAL_PROGRESS_CHANGE.max}`,
  deadlineDateRequired: "Deadline date is required for a custom deadline",
  deadlineBeforeStart: "Deadline date must be after the start date",
  progressAndNote: "Send either progress or a progress note, not both",
  /** The title of the note that brings a goal marked completed to 100 %. */
  markedCompleted: "Marked completed",
} as const;

const number = z.number({ error: "Must be a number" });

/** §5 / §9: progress 0 to 100 (whole points). */
export const goalProgress = number
  .int("Must be a whole number")
  .min(GOAL_PROGRESS.min, MESSAGES.positiveOrZero)
  .max(GOAL_PROGRESS.max, GOAL_MESSAGES.progressMax);

/** §5 / §9: a note's progressedValue −100 to 100. */
export const progressedValue = number
  .int("Must be a whole number")
  .min(GOAL_PROGRESS_CHANGE.min, GOAL_MESSAGES.changeMin)
  .max(GOAL_PROGRESS_CHANGE.max, GOAL_MESSAGES.changeMax);

const status = z.enum(GOAL_STATUSES, { error: `Must be one of ${GOAL_STATUSES.join(", ")}` });
const priority = z.enum(GOAL_PRIORITIES, { error: `Must be one of ${GOAL_PRIORITIES.join(", ")}` });
const deadline = z.enum(GOAL_DEADLINES, { error: `Must be one of ${GOAL_DEADLINES.join(", ")}` });
const keyword = z.enum(GOAL_KEYWORDS, { error: GOAL_MESSAGES.keyword });
const keywords = z.array(keyword).transform((list) => [...new Set(list)]);
/** An empty string or null clears a date field. */
const optionalDate = z.preprocess((v) => (v === "" ? null : v), dateValue.nullable());

/** A progress note as sent with PUT /goals/{id}. */
export const goalNoteInputSchema = z
  .object({
    title: optionalText(GOAL_TEXT_MAX.title).optional(),
    justification: optionalText(GOAL_TEXT_MAX.justification).optional(),
    progressedValue,
  })
  .strict();

const goalFields = {
  title: requiredText.max(GOAL_TEXT_MAX.title, `Must be at most ${GOAL_TEXT_MAX.title} characters`),
  target: requiredText.max(GOAL_TEXT_MAX.target, `Must be at most ${GOAL_TEXT_MAX.target} characters`),
  motivation: optionalText(GOAL_TEXT_MAX.motivation).optional(),
  keywords: keywords.optional(),
  deadline: deadline.optional(),
  priority: priority.nullable().optional(),
  startDate: dateValue.optional(),
  deadlineDate: optionalDate.optional(),
  progress: goalProgress.optional(),
  status: status.optional(),
};

/** A custom deadline needs a date: on create always, on update when the body clears it (null). */
function customNeedsDate(
  value: { deadline?: GoalDeadline; deadlineDate?: Date | null; startDate?: Date },
  ctx: z.core.$RefinementCtx,
  creating: boolean,
) {
  const missing = creating ? !value.deadlineDate : value.deadlineDate === null;
  if (value.deadline === "custom" && missing) {
    ctx.addIssue({ code: "custom", path: ["deadlineDate"], message: GOAL_MESSAGES.deadlineDateRequired });
  }
  if (value.deadlineDate && value.startDate && value.deadlineDate < value.startDate) {
    ctx.addIssue({ code: "custom", path: ["deadlineDate"], message: GOAL_MESSAGES.deadlineBeforeStart });
  }
}

/**
 * POST /goals. `user` (coaches and admins) names whose goal it is; the caller's own by default. startDate
 * defaults to now and deadlineDate is computed unless the deadline is custom, where it is required.
 */
export const createGoalSchema = z
  .object({ ...goalFields, user: objectId.optional() })
  .strict()
  .superRefine((value, ctx) => customNeedsDate(value, ctx, true))
  .transform((value) => ({
    ...value,
    keywords: value.keywords ?? [],
    progress: value.progress ?? GOAL_PROGRESS.min,
    status: value.status ?? (DEFAULT_GOAL_STATUS as GoalStatus),
  }));

/**
 * PUT /goals/{id}: any subset of the fields. `note` adds a progress note that moves progress; `progress` sets it
 * directly (recorded as a note of the difference). Only one of the two per call.
 */
export const updateGoalSchema = z
  .object({ ...goalFields, note: goalNoteInputSchema.optional() })
  .partial()
  .strict()
  .superRefine((value, ctx) => {
    if (value.note && value.progress !== undefined) {
      ctx.addIssue({ code: "custom", path: ["progress"], message: GOAL_MESSAGES.progressAndNote });
    }
    customNeedsDate(value, ctx, false);
  });

/**
 * GET /goals/stream-list query: the page size and an optional status of the streamed first page. Other parameters
 * (the §7 context ones: timezone, organizationId, teamId, userId) are not the list's and are ignored here.
 */
export const goalStreamQuerySchema = z.object({
  limit: z.coerce.number({ error: "Must be a number" }).int().min(1).max(100).optional(),
  status: status.optional(),
});

export type CreateGoalInput = z.infer<typeof createGoalSchema>;
export type UpdateGoalInput = z.infer<typeof updateGoalSchema>;
export type GoalNoteInput = z.infer<typeof goalNoteInputSchema>;
export type GoalStreamQuery = z.infer<typeof goalStreamQuerySchema>;

/** The §3 goal note document. */
export const goalNoteDocSchema = z.strictObject({
  ...documentFields,
  goalId: idOut,
  title: z.string().nullable(),
  justification: z.string().nullable(),
  previousProgress: z.number().nullable(),
  progress: z.number().nullable(),
  progressedValue: z.number().nullable(),
  fromChat: idOut.nullable(),
  fromJournal: idOut.nullable(),
});

/** The §3 goal document as the API answers it: its notes newest first. */
export const goalDocSchema = z.strictObject({
  ...documentFields,
  user: idOut,
  organization: idOut.nullable(),
  title: z.string(),
  target: z.string(),
  motivation: z.string().nullable(),
  keywords: z.array(z.enum(GOAL_KEYWORDS)),
  deadline: z.enum(GOAL_DEADLINES).nullable(),
  priority: z.enum(GOAL_PRIORITIES).nullable(),
  startDate: dateOut.nullable(),
  deadlineDate: dateOut.nullable(),
  completedDate: dateOut.nullable(),
  progress: z.number(),
  status: z.enum(GOAL_STATUSES),
  createdBy: idOut.nullable(),
  updatedBy: idOut.nullable(),
  notes: z.array(goalNoteDocSchema),
});

export type GoalNoteDoc = z.output<typeof goalNoteDocSchema>;
export type GoalDoc = z.output<typeof goalDocSchema>;

// Defined without zod in values.ts, which browser code imports.
export { GOAL_STREAM_EVENTS, GOAL_TEXT_MAX };
