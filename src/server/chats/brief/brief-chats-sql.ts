/**
 * What the person's chats add to their brief (src/server/brief): the areas to focus of their latest assessed chat,
 * and the summaries of their recent agent chats other than the one being answered. SQL expressions (json) that the
 * brief statement embeds; `user`, `organization` and `chat` are SQL expressions too (`chat` may be null). Served by
 * the participantIds GIN index. Its alias (bc) is its own, so the caller may name its chat `c`.
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
  const mine = `${user}::varchar = any(bc."participantIds") and bc."organizationId" = ${organization}`;
  return {
    areas: `(select json_build_object('chatId', bc.id, 'day', to_char(bc."assessedAt", 'YYYY-MM-DD'), 'areas', bc."areasToFocus")
      from "Chat" bc
     where ${mine} and bc.assessed and jsonb_array_length(bc."areasToFocus") > 0
     order by bc."assessedAt" desc nulls last limit 1)`,
    summaries: `coalesce((select json_agg(s order by s.at desc) from (
      select bc.id, bc.title, left(bc.summary, 600) as summary, bc.keywords, to_char(bc."summarizedAt", 'YYYY-MM-DD') as day,
             bc."summarizedAt" as at
        from "Chat" bc
       where ${mine} and bc.type = 'agent-chat' and coalesce(bc.summary, '') <> '' and bc.id is distinct from ${chat}
       order by bc."summarizedAt" desc nulls last limit ${limit}) s), '[]'::json)`,
  };
}
