/** GET /search (the command palette): the query and the answer, grouped by kind. */
import { z } from "zod";
import { idOut } from "@/lib/api/wire";
import { snippetPartSchema } from "@/lib/contracts/chats/schemas";
import { MESSAGES } from "@/lib/contracts/common";
import { SEARCH_TEXT_MAX } from "@/lib/contracts/search/values";

export const SEARCH_KINDS = ["chats", "goals", "journals", "users", "teams", "agents"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_LABELS: Record<SearchKind, string> = {
  chats: "Chats",
  goals: "Goals",
  journals: "Journals",
  users: "Users",
  teams: "Teams",
  agents: "Agents",
};

export const SEARCH_LIMIT_MAX = 20;

export const searchQuerySchema = z
  .object({
    q: z
      .string({ error: MESSAGES.fieldRequired })
      .trim()
      .min(1, MESSAGES.fieldRequired)
      .max(SEARCH_TEXT_MAX, `Must be at most ${SEARCH_TEXT_MAX} characters`),
    /** Hits per kind. */
    limit: z.coerce
      .number({ error: "Must be a number" })
      .int("Must be a whole number")
      .min(1, "Must be at least 1")
      .max(SEARCH_LIMIT_MAX, `Must be at most ${SEARCH_LIMIT_MAX}`)
      .default(5),
  })
  .strict();
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** One hit: a record of `kind`, and the page it opens. */
export const searchHitSchema = z.strictObject({
  id: idOut,
  kind: z.enum(SEARCH_KINDS),
  title: z.string(),
  subtitle: z.string(),
  href: z.string(),
  /** For a chat found by full-text search: the words around the match, the matched ones marked. */
  snippet: z.array(snippetPartSchema).optional(),
});

export const searchGroupSchema = z.strictObject({
  kind: z.enum(SEARCH_KINDS),
  label: z.string(),
  hits: z.array(searchHitSchema),
});

/** Only kinds with hits are listed, in the order of SEARCH_KINDS. */
export const searchResultSchema = z.strictObject({
  query: z.string(),
  groups: z.array(searchGroupSchema),
});

export type SearchHit = z.output<typeof searchHitSchema>;
export type SearchResult = z.output<typeof searchResultSchema>;

// Defined without zod in values.ts, which browser code imports.
export { SEARCH_TEXT_MAX };
