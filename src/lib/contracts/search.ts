/** GET /search (the command palette): the query and the answer, grouped by kind. */
import { z } from "zod";
import { MESSAGES } from "./common";

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

export const SEARCH_TEXT_MAX = 200;
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

export interface SearchHit {
  id: string;
  kind: SearchKind;
  title: string;
  subtitle: string;
  href: string;
}

export interface SearchGroup {
  kind: SearchKind;
  label: string;
  hits: SearchHit[];
}

/** Only kinds with hits are listed, in the order of SEARCH_KINDS. */
export interface SearchResult {
  query: string;
  groups: SearchGroup[];
}
