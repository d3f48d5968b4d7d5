/**
 * What coaches observed about the person, as their brief quotes it (chats/brief): observations written by a person
 * (an AI draft reaches the brief only once a coach approved it), to the user, in the
 * organisation, newest first; at most `limit`. Served by the (toUserId, type, createdAt) index.
 */
export function briefObservationsSql(user: string, organization: string, limit: number): string {
  return `coalesce((select json_agg(n order by n."createdAt" desc) from (
      select x.id, x.title, left(x.content, 500) as content, to_char(x."createdAt", 'YYYY-MM-DD') as day, x."createdAt"
        from "CoachingNote" x
       where x."toUserId" = ${user} and x.type = 'observation' and (not x."fromAI" or x."approvedAt" is not null)
         and x."toOrganizationId" = ${organization}
       order by x."createdAt" desc limit ${limit}) n), '[]'::json)`;
}
