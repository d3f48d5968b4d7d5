/**
 * The person's latest assessed value of each key as their brief quotes them (chats/brief), newest first. Served
 * by the (userId, section, key, date) index: one short backward scan per key.
 */
export function briefScoresSql(user: string): string {
  return `coalesce((select json_agg(v order by v.date desc, v.key) from (
      select distinct on (x.key) x.key::text as key, x.section::text as section, round(x.value::numeric, 1) as value,
             to_char(x.date, 'YYYY-MM-DD') as day, x.date
        from "AssessmentValue" x
       where x."userId" = ${user}
       order by x.key, x.date desc) v), '[]'::json)`;
}
