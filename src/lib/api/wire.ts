/**
 * Building blocks of the response schemas: what the browser receives. Ids are 24 hex digits, dates are ISO text
 * (JSON turns the services' Date values into it), and every list page has the same envelope.
 */
import { z } from "zod";
import { ID_PATTERN } from "../ids";

/** A record's id as answered: 24 hex digits. */
export const idOut = z.string().regex(ID_PATTERN);

/**
 * A point in time as answered: ISO 8601 in UTC ("2026-11-25T10:00:00.000Z"). Branded, so that the handlers' types
 * (Sendable) let a service hand back a Date for these fields and for no other string.
 */
export const dateOut = z.iso.datetime().brand<"IsoDate">();

/** The §3 fields every document has. */
export const documentFields = {
  _id: idOut,
  __v: z.number().int(),
  createdAt: dateOut,
  updatedAt: dateOut,
};

/** The page envelope of every paginate endpoint, around `doc`. */
export function pageSchemaOf<T extends z.ZodType>(doc: T) {
  return z.strictObject({
    docs: z.array(doc),
    totalDocs: z.number().int(),
    totalIsLowerBound: z.boolean(),
    limit: z.number().int(),
    page: z.number().int(),
    totalPages: z.number().int(),
    hasNextPage: z.boolean(),
    hasPrevPage: z.boolean(),
    nextPage: z.number().int().nullable(),
    prevPage: z.number().int().nullable(),
    pagingCounter: z.number().int(),
  });
}
