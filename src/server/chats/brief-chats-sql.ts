/**
 * What the person's chats add to their brief (src/server/brief): the areas to focus of their latest assessed chat,
 * and the summaries of their recent agent chats other than the one being answered. SQL expressions (json) that the
 * brief statement embeds; `user`, `organization` and `chat` are SQL expressions too (`chat` may be null). Served by
 * the participantIds GIN index.
 */
export interface BriefChatsSql {
  areas: string;
  summaries: string;
}

export function briefChatsSql(
  user: string,
  organization: string,
  chat: string,
  limit: number,
): BriefChatsSql {
  const mine = `${user}::varchar = any(c."participantIds") and c."organizationId" = ${organization}`;
  return {
    areas: `(select json_build_object('chatId', c.id, 'day', to_char(c."assessedAt", 'YYYY-MM-DD'), 'areas', c."areasToFocus")
      from "Chat" c
     where ${mine} and c.assessed and jsonb_array_length(c."areasToFocus") > 0
     order by c."assessedAt" desc nulls last limit 1)`,
    summaries: `coalesce((select json_agg(s order by s.at desc) from (
      select c.id, c.title, left(c.summary, 600) as summary, c.keywords, to_char(c."summarizedAt", 'YYYY-MM-DD') as day,
             c."summarizedAt" as at
        from "Chat" c
       where ${mine} and c.type = 'agent-chat' and coalesce(c.summary, '') <> '' and c.id is distinct from ${chat}
       order by c."summarizedAt" desc nulls last limit ${limit}) s), '[]'::json)`,
  };
}
