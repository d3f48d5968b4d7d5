/**
 * The person's latest journal entries as their brief quotes them (chats/brief): not drafts, newest first, the
 * text cut to a few hundred characters; at most `limit`. Served by the (userId, date) index.
 */
export function briefJournalsSql(user: string, organization: string, limit: number): string {
  return `coalesce((select json_agg(j order by j.date desc, j.id) from (
      select x.id, x.title, left(x.text, 400) as text, length(x.text) > 400 as cut,
             to_char(x.date, 'YYYY-MM-DD') as day, x.date
        from "JournalEntry" x
       where x."userId" = ${user} and not x.draft and x."organizationId" is not distinct from ${organization}
       order by x.date desc, x.id limit ${limit}) j), '[]'::json)`;
}
