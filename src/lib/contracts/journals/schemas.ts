/** §3 Journal entry and §5 "Journal: title required": bodies of POST /journals and PUT /journals/{id}. */
import { z } from "zod";
import { dateOut, documentFields, idOut } from "@/lib/api/wire";
import { dateValue, optionalText, requiredText } from "@/lib/contracts/common";
import { JOURNAL_IMAGES_MAX, JOURNAL_TEXT_MAX, JOURNAL_TITLE_MAX } from "@/lib/contracts/journals/values";

/** Image URLs for now (uploads come later): absolute http(s) URLs or app-relative paths. */
const imageUrl = z
  .string()
  .trim()
  .min(1, "Image URL is required")
  .max(2048, "Must be at most 2048 characters")
  .refine((value) => value.startsWith("/") || /^https?:\/\/\S+$/i.test(value), "Invalid image URL");

/** §5 "Dates must parse, else 'Invalid date'"; null and booleans are not dates (coercion would make 1970). */
const journalDate = z.preprocess((v) => (v === null || typeof v === "boolean" ? Number.NaN : v), dateValue);

/**
 * The fields a client may write. assessed, assessedAt and number are the service's: the schemas are strict, so
 * a body that names them is refused rather than silently ignored.
 */
const journalFields = {
  title: requiredText.max(JOURNAL_TITLE_MAX, `Must be at most ${JOURNAL_TITLE_MAX} characters`),
  text: optionalText(JOURNAL_TEXT_MAX),
  images: z.array(imageUrl).max(JOURNAL_IMAGES_MAX, `At most ${JOURNAL_IMAGES_MAX} images`),
  date: journalDate,
  draft: z.boolean({ error: "Must be true or false" }),
  shouldAssess: z.boolean({ error: "Must be true or false" }),
};

/** POST /journals. text defaults to "", images to [], date to now, draft false, shouldAssess true. */
export const createJournalSchema = z
  .object({
    title: journalFields.title,
    text: journalFields.text.default(""),
    images: journalFields.images.default([]),
    date: journalFields.date.optional(),
    draft: journalFields.draft.default(false),
    shouldAssess: journalFields.shouldAssess.default(true),
  })
  .strict();

/** PUT /journals/{id}: any subset of the fields; the ones left out keep their stored values. */
export const updateJournalSchema = z.object(journalFields).partial().strict();

export type CreateJournalInput = z.infer<typeof createJournalSchema>;
export type UpdateJournalInput = z.infer<typeof updateJournalSchema>;
/** What the form edits (the client's view of the fields). */
export type JournalFormValues = z.input<typeof createJournalSchema>;

/** A journal entry as the API answers it (§3, document shape). */
export const journalDocSchema = z.strictObject({
  ...documentFields,
  title: z.string(),
  text: z.string(),
  images: z.array(z.string()),
  date: dateOut,
  draft: z.boolean(),
  assessed: z.boolean(),
  shouldAssess: z.boolean(),
  assessedAt: dateOut.nullable(),
  number: z.number().int().nullable(),
  user: idOut,
  teams: z.array(idOut),
  organization: idOut.nullable(),
  /** Only when this write raised a safeguarding concern: the support card's contacts, for the page to show. */
  support: z.strictObject({ contacts: z.string() }).optional(),
});

export type JournalDocument = z.output<typeof journalDocSchema>;

// Defined without zod in values.ts, which browser code imports.
export { JOURNAL_IMAGES_MAX, JOURNAL_TEXT_MAX, JOURNAL_TITLE_MAX };
