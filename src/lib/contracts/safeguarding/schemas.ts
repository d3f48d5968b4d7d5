/** Safeguarding cases as the API answers them, and the actions leads take on them. */
import { z } from "zod";
import { dateOut, documentFields, idOut } from "@/lib/api/wire";
import { objectId } from "@/lib/contracts/common";
import {
  CASE_ACTIONS,
  CASE_NOTE_MAX,
  CASE_OUTCOMES,
  CASE_SOURCES,
  CASE_STATUSES,
  CONCERN_KINDS,
  DETECTORS,
  SEVERITIES,
} from "./values";

// Defined without zod in values.ts, which browser code imports.
export * from "./values";

const concernSchema = z.strictObject({
  kind: z.enum(CONCERN_KINDS),
  severity: z.enum(SEVERITIES),
  detector: z.enum(DETECTORS),
  score: z.number(),
  evidence: z.string(),
});

/** One case in a list: what happened and where it stands, never the words. */
export const caseDocSchema = z.strictObject({
  ...documentFields,
  organization: idOut,
  athlete: idOut,
  athleteName: z.string(),
  source: z.enum(CASE_SOURCES),
  chat: idOut.nullable(),
  journal: idOut.nullable(),
  kind: z.enum(CONCERN_KINDS),
  severity: z.enum(SEVERITIES),
  detector: z.enum(DETECTORS),
  score: z.number(),
  concerns: z.array(concernSchema),
  status: z.enum(CASE_STATUSES),
  assignee: idOut.nullable(),
  assigneeName: z.string().nullable(),
  acknowledgedAt: dateOut.nullable(),
  acknowledgedByName: z.string().nullable(),
  resolvedAt: dateOut.nullable(),
  resolvedByName: z.string().nullable(),
  outcome: z.enum(CASE_OUTCOMES).nullable(),
});
export type CaseDocument = z.output<typeof caseDocSchema>;

const quotedTurnSchema = z.strictObject({
  role: z.enum(["athlete", "coach-ai", "other"]),
  content: z.string(),
  at: z.string().nullable(),
  flagged: z.boolean(),
});

const caseEventSchema = z.strictObject({
  _id: idOut,
  action: z.enum(CASE_ACTIONS),
  note: z.string(),
  actor: idOut.nullable(),
  actorName: z.string().nullable(),
  createdAt: dateOut,
});

/** One case opened by a lead: the quoted context and every view and action on it, oldest first. */
export const caseDetailSchema = caseDocSchema.extend({
  context: z.array(quotedTurnSchema),
  events: z.array(caseEventSchema),
});
export type CaseDetail = z.output<typeof caseDetailSchema>;

const note = z.string().trim().max(CASE_NOTE_MAX, `Must be at most ${CASE_NOTE_MAX} characters`);

/** PUT /safeguarding/cases/{id}: one action. */
export const caseActionSchema = z.discriminatedUnion(
  "action",
  [
    z.strictObject({ action: z.literal("acknowledge"), note: note.default("") }),
    z.strictObject({ action: z.literal("note"), note: note.min(1, "Write a note") }),
    z.strictObject({ action: z.literal("reassign"), assignee: objectId, note: note.default("") }),
    z.strictObject({
      action: z.literal("resolve"),
      outcome: z.enum(CASE_OUTCOMES, { error: "Choose an outcome" }),
      note: note.default(""),
    }),
  ],
  { error: "Choose acknowledge, note, reassign or resolve" },
);
export type CaseActionInput = z.infer<typeof caseActionSchema>;

/** The filters of POST /safeguarding/cases/paginate: open (not resolved, the default) or resolved cases. */
export const caseFiltersSchema = z.strictObject({
  state: z.enum(["open", "resolved"]).default("open"),
  athlete: objectId.optional(),
});

/** GET /safeguarding/urgent: urgent cases no one has acknowledged, for the banner. */
export const urgentCasesSchema = z.array(
  z.strictObject({ _id: idOut, athleteName: z.string(), kind: z.enum(CONCERN_KINDS), createdAt: dateOut }),
);

/** The people a case can be given to (active coaches and admins of the organisation). */
export const caseAssigneesSchema = z.array(z.strictObject({ _id: idOut, name: z.string() }));
