/**
 * The snippets of one page of searched chats: for each chat, ts_headline around the matched words of its best
 * matching message the caller may read, else of its summary, else of its keywords. Only the page's chats are
 * headlined (ts_headline parses the whole text again), each message found through the chat's own index.
 */
import { Prisma } from "@/generated/prisma/client";
import type { ChatSnippet } from "@/lib/contracts/chats/schemas";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { ACTIVE, tsQuerySql, visibleRolesSql } from "./search-chats-sql";
import { MARK_END, MARK_START, snippetParts } from "./snippet-parts";

// Two short fragments of up to 16 words: a line or two in the lists, enough to see the word in its sentence.
const OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=16, MinWords=6, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

type SnippetRow = { id: string; source: ChatSnippet["source"] | null; headline: string | null };

export async function chatSnippets(
  ctx: RequestContext,
  query: string,
  chatIds: string[],
): Promise<Map<string, ChatSnippet>> {
  if (chatIds.length === 0) return new Map();
  const q = tsQuerySql(query);
  // The markers are taken out of the text first, so only ts_headline's own mark anything.
  const plain = (text: Prisma.Sql) => Prisma.sql`translate(${text}, ${MARK_START + MARK_END}, '')`;
  const headline = (text: Prisma.Sql) =>
    Prisma.sql`ts_headline('simple'::regconfig, ${plain(text)}, ${q}, ${OPTIONS})`;
  const rows = await db.$queryRaw<SnippetRow[]>(Prisma.sql`
    select c.id, s.source, s.headline
      from "Chat" c
      left join lateral (
        (select 'message' as source, ${headline(Prisma.sql`m.content`)} as headline
           from "Message" m
          where m."chatId" = c.id and m."searchVector" @@ ${q} and ${visibleRolesSql(ctx)} and ${ACTIVE}
          order by ts_rank(m."searchVector", ${q}) desc, m.number desc nulls last
          limit 1)
        union all
        select 'summary', ${headline(Prisma.sql`c.summary`)}
         where to_tsvector('simple'::regconfig, coalesce(c.summary, '')) @@ ${q}
        union all
        select 'keywords', ${headline(Prisma.sql`array_to_string(c.keywords, ', ')`)}
         where to_tsvector('simple'::regconfig, c."keywordsText") @@ ${q}
        limit 1
      ) s on true
     where c.id = any(${chatIds}::varchar[])`);
  const snippets = new Map<string, ChatSnippet>();
  for (const row of rows) {
    if (row.source && row.headline)
      snippets.set(row.id, { source: row.source, parts: snippetParts(row.headline) });
  }
  return snippets;
}
