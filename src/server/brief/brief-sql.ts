/**
 * The brief's data in one SQL expression (a json object, brief-data.ts), so a chat turn reads it in the same
 * statement as its other inputs (reply-inputs.ts) and the "What my coach knows about me" page in one of its own.
 * Each source is read by its owner domain's SQL, only when the agent reads it and the person did not switch it
 * off; every read is a short index scan with a limit, so a person with thousands of entries costs the same.
 */
import { briefScoresSql } from "@/server/assessments/brief-scores-sql";
import { briefObservationsSql } from "@/server/coaching-notes/brief-observations-sql";
import { briefGoalsSql } from "@/server/goals/brief-goals-sql";
import { briefJournalsSql } from "@/server/journals/brief-journals-sql";
import { briefProfileSql } from "@/server/users/brief-profile-sql";

/** How many items of each source are read at most; the token budget cuts further. */
export const READ_LIMITS = { goals: 20, journals: 8, chats: 5, notes: 5 } as const;

export interface BriefSqlInputs {
  /** SQL expressions: the person, the organisation, the agent's text[] sources. */
  user: string;
  organization: string;
  agentSources: string;
  /** What the person's chats add (chats/brief/brief-chats-sql.ts: that domain owns those rows), as json expressions. */
  chats: { areas: string; summaries: string };
}

export function briefDataSql({ user, organization, agentSources, chats }: BriefSqlInputs): string {
  const on = (source: string, sql: string) => `case when '${source}' = any(pw.sources) then ${sql} end`;
  return `(select json_build_object(
      'profile', pw.profile,
      'sources', pw.sources,
      'goals', ${on("goals", briefGoalsSql(user, organization, READ_LIMITS.goals))},
      'journals', ${on("journals", briefJournalsSql(user, organization, READ_LIMITS.journals))},
      'scores', ${on("assessments", briefScoresSql(user))},
      'areas', ${on("assessments", chats.areas)},
      'chats', ${on("chats", chats.summaries)},
      'notes', ${on("notes", briefObservationsSql(user, organization, READ_LIMITS.notes))})
    from (
      -- offset 0: read the profile and work out the sources once, not once per source below.
      select p0.profile, w0.sources from (select ${briefProfileSql(user)} as profile) p0
      cross join lateral (
        select array(select x from unnest(${agentSources}::text[]) with ordinality as t(x, i)
                      where not (x = any(coalesce(array(select json_array_elements_text(p0.profile->'sourcesOff')), array[]::text[])))
                      order by i) as sources) w0
      offset 0) pw)`;
}
