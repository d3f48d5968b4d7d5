/**
 * The person's active goals as their brief quotes them (chats/brief): in progress, nearest deadline first, then
 * by priority and the latest change; at most `limit` (the brief's budget cuts further). Served by the
 * (userId, status) index, so a person with hundreds of goals costs the same.
 */
export function briefGoalsSql(user: string, organization: string, limit: number): string {
  return `coalesce((select json_agg(g order by g.rank) from (
      select row_number() over (order by x."deadlineDate" asc nulls last,
               case x.priority when 'high' then 0 when 'medium' then 1 when 'low' then 2 else 3 end,
               x."updatedAt" desc, x.id) as rank,
             x.id, x.title, x.target, left(x.motivation, 300) as motivation, x.progress,
             to_char(x."deadlineDate", 'YYYY-MM-DD') as "deadlineDate", x.priority::text as priority
        from "Goal" x
       where x."userId" = ${user} and x.status = 'in-progress' and x."organizationId" is not distinct from ${organization}
       order by rank limit ${limit}) g), '[]'::json)`;
}
