/** User annotations (§3, §7): short texts about a user, listed with POST /users/annotations. */
import { z } from "zod";
import { documentFields, idOut } from "@/lib/api/wire";
import { ANNOTATIONS_LIMIT, MAX_PAGE_SIZE, ROLES } from "@/lib/constants";
import { ANNOTATION_CONTENT_MAX } from "@/lib/contracts/annotations/values";
import { objectId } from "@/lib/contracts/common";
import { listQuerySchema } from "@/lib/contracts/list-query";

export const ANNOTATION_MESSAGES = {
  contentRequired: "Content is required",
  contentTooLong: `Must be at most ${ANNOTATION_CONTENT_MAX} characters`,
} as const;

const limit = z.preprocess(
  (v) => (v === "" || v === null || v === undefined ? undefined : typeof v === "string" ? Number(v) : v),
  z
    .number({ error: "Must be a number" })
    .int("Must be a whole number")
    .min(1, "Must be at least 1")
    .max(
      Math.max(MAX_PAGE_SIZE, ANNOTATIONS_LIMIT),
      `Must be at most ${Math.max(MAX_PAGE_SIZE, ANNOTATIONS_LIMIT)}`,
    )
    .default(ANNOTATIONS_LIMIT),
);

/** POST /users/annotations: the List query, with `filters.user` (default: the caller) and limit 100. */
export const listAnnotationsSchema = listQuerySchema.extend({
  limit,
  filters: z.object({ user: objectId.optional() }).catchall(z.unknown()).default({}),
});

/** POST /users/annotations/add: about `user` (default: the caller). */
export const addAnnotationSchema = z
  .object({
    user: objectId.optional(),
    content: z
      .string({ error: ANNOTATION_MESSAGES.contentRequired })
      .trim()
      .min(1, ANNOTATION_MESSAGES.contentRequired)
      .max(ANNOTATION_CONTENT_MAX, ANNOTATION_MESSAGES.contentTooLong),
  })
  .strict();

export type ListAnnotationsInput = z.infer<typeof listAnnotationsSchema>;
export type AddAnnotationInput = z.infer<typeof addAnnotationSchema>;

/** The author of an annotation, shown next to it. */
export const annotationAuthorSchema = z.strictObject({
  _id: idOut,
  name: z.string(),
  role: z.enum(ROLES),
  image: z.string().nullable(),
});

/** An annotation as the API answers it; `author` is null once the author's account is gone. */
export const annotationDocSchema = z.strictObject({
  ...documentFields,
  user: idOut,
  author: annotationAuthorSchema.nullable(),
  content: z.string(),
  organization: idOut.nullable(),
});

export type AnnotationAuthor = z.output<typeof annotationAuthorSchema>;
export type AnnotationDoc = z.output<typeof annotationDocSchema>;

// Defined without zod in values.ts, which browser code imports.
export { ANNOTATION_CONTENT_MAX };
