/**
 * The tsquery of a search's words (search-terms.ts) with the parts PostgreSQL's parser finds in each, asked of the
 * database itself, since only its parser knows where it splits a word (documents are parsed by it).
 */
import { db } from "@/server/db";
import { tsQueryText } from "./search-terms";

/** `terms` holds at least one word. */
export async function searchQuery(terms: string[]): Promise<string> {
  const rows = await db.$queryRaw<{ parts: string[] }[]>`
    select tsvector_to_array(to_tsvector('simple'::regconfig, t.term)) as parts
      from unnest(${terms}::text[]) with ordinality as t(term, n)
     order by t.n`;
  return tsQueryText(
    terms,
    rows.map((row) => row.parts),
  ) as string;
}

/**
 * The tsquery of `terms` if the parser splits none of them, as for nearly every word typed: known before the
 * database is asked, so the statements that need the query can start beside the question.
 */
export function unsplitQuery(terms: string[]): string {
  return tsQueryText(terms, []) as string;
}
