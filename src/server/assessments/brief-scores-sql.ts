/**
 * The person's latest assessed value of each key as their brief quotes them (chats/brief), newest first: one probe
 * of the (userId, section, key, date) index per key of §3, so a person with years of values costs twelve short
 * backward scans.
 */
import { ASSESSMENT_SECTIONS } from "@/lib/constants";

const PAIRS = Object.entries(ASSESSMENT_SECTIONS)
  .flatMap(([section, keys]) => keys.map((key) => `('${section}', '${key}')`))
  .join(", ");

export function briefScoresSql(user: string): string {
  return `coalesce((select json_agg(v order by v.date desc, v.key) from (
      select k.key, k.section, round(x.value::numeric, 1) as value, to_char(x.date, 'YYYY-MM-DD') as day, x.date
        from (values ${PAIRS}) k(section, key)
        cross join lateral (
          select y.value, y.date from "AssessmentValue" y
           where y."userId" = ${user} and y.section = k.section::"AssessmentSection" and y.key = k.key::"AssessmentKey"
           order by y.date desc limit 1) x) v), '[]'::json)`;
}
