/** The §3 List query, as every `/paginate` body. */
import { z } from "zod";
import { MAX_PAGE_SIZE, PAGE_SIZE } from "../constants";

const intFrom = (min: number, fallback: number, max?: number) =>
  z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? undefined : typeof v === "string" ? Number(v) : v),
    z
      .number({ error: "Must be a number" })
      .int("Must be a whole number")
      .min(min, `Must be at least ${min}`)
      .max(max ?? Number.MAX_SAFE_INTEGER, `Must be at most ${max}`)
      .default(fallback),
  );

export const SORT_ORDERS = ["asc", "ascending", "desc", "descending"] as const;

export const listQuerySchema = z.object({
  page: intFrom(1, 1),
  limit: intFrom(1, PAGE_SIZE, MAX_PAGE_SIZE),
  sortBy: z.string().trim().min(1).optional(),
  sortOrder: z.enum(SORT_ORDERS, { error: "Must be asc, ascending, desc or descending" }).optional(),
  filters: z.record(z.string(), z.unknown()).default({}),
  searchQuery: z.string().trim().max(200).optional(),
  searchFields: z.array(z.string()).optional(),
  populates: z.union([z.array(z.string()), z.string()]).optional(),
  populatesObject: z.array(z.object({ collectionName: z.string(), field: z.string() })).optional(),
  preventParseIds: z.boolean().optional(),
});

export type ListQuery = z.infer<typeof listQuerySchema>;
export type ListQueryInput = z.input<typeof listQuerySchema>;

export interface Page<T> {
  docs: T[];
  /** Every match up to a cap (src/server/list/count-cap.ts); beyond it the cap, and `totalIsLowerBound`. */
  totalDocs: number;
  /** More than `totalDocs` match: the count stopped at its cap. `totalPages` then counts the pages known so far. */
  totalIsLowerBound: boolean;
  limit: number;
  page: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
  nextPage: number | null;
  prevPage: number | null;
  pagingCounter: number;
}

export function sortDirection(order: ListQuery["sortOrder"]): "asc" | "desc" {
  return order === "desc" || order === "descending" ? "desc" : "asc";
}
