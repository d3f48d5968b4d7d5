/** User annotations (§3, §7): short texts about a user, listed with POST /users/annotations. */
import { z } from "zod";
import { ANNOTATIONS_LIMIT, MAX_PAGE_SIZE } from "../constants";
import { objectId } from "./common";
import { listQuerySchema } from "./list-query";

export const ANNOTATION_CONTENT_MAX = 1000;
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

export interface AnnotationAuthor {
  _id: string;
  name: string;
  role?: string;
  image?: string | null;
}

/** An annotation as the API answers it. */
export interface AnnotationDocument {
  _id: string;
  __v: number;
  user: string;
  author: AnnotationAuthor | null;
  content: string;
  organization: string | null;
  createdAt: string;
  updatedAt: string;
}
