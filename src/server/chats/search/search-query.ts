/**
 * The tsquery of a typed search text: its words (search-terms.ts) with the parts PostgreSQL's parser finds in each,
 * asked of the database itself, since only its parser knows where it splits a word (documents are parsed by it).
 */
import { db } from "@/server/db";
import { searchTerms, tsQueryText } from "./search-terms";

/** Null when the text holds no word to look for ("%", "&&"). */
export async function searchQuery(text: string): Promise<string | null> {
  const terms = searchTerms(text);
  if (terms.length === 0) return null;
  const rows = await db.$queryRaw<{ parts: string[] }[]>`
    select tsvector_to_array(to_tsvector('simple'::regconfig, t.term)) as parts
      from unnest(${terms}::text[]) with ordinality as t(term, n)
     order by t.n`;
  return tsQueryText(
    terms,
    rows.map((row) => row.parts),
  );
}
