/**
 * The person's active goals as their brief quotes them (chats/brief): in progress, nearest deadline first, then
 * by priority and the latest change; at most `limit` (the brief's budget cuts further). Served by the
 * (userId, status) index; the top `limit` are picked by a bounded sort, so hundreds of goals cost little more.
 */
const ORDER = `x."deadlineDate" asc nulls last,
               case x.priority when 'high' then 0 when 'medium' then 1 when 'low' then 2 else 3 end,
               x."updatedAt" desc, x.id`;

export function briefGoalsSql(user: string, organization: string, limit: number): string {
  return `coalesce((select json_agg(g order by g.rank) from (
      select row_number() over () as rank, t.* from (
        select x.id, x.title, x.target, left(x.motivation, 300) as motivation, x.progress,
               to_char(x."deadlineDate", 'YYYY-MM-DD') as "deadlineDate", x.priority::text as priority
          from "Goal" x
         where x."userId" = ${user} and x.status = 'in-progress' and x."organizationId" is not distinct from ${organization}
         order by ${ORDER} limit ${limit}) t) g), '[]'::json)`;
}
