/**
 * GET /users/brief/{id}: "What my coach knows about me". The person's brief exactly as a coaching agent's model
 * receives it (every source the person allows, the default budget), the person's switches, and the facts the AI
 * learned with where each came from. The person themselves, or a coach or admin who may see them (read-only).
 * The brief's data is read by the same SQL as a chat turn's (brief/brief-sql.ts).
 */
import { BRIEF_SOURCES, DEFAULT_BRIEF_TOKEN_BUDGET, type PersonBrief } from "@/lib/contracts/brief/schemas";
import { notFound } from "@/lib/errors";
import { composeBrief } from "@/server/brief/brief";
import type { BriefData } from "@/server/brief/brief-data";
import { briefDataSql, READ_LIMITS } from "@/server/brief/brief-sql";
import { learnedFacts } from "@/server/brief/learned-facts";
import type { RequestContext } from "@/server/http/context";
import { type SqlStatement, sqlRows } from "@/server/sql";
import { findVisibleUser } from "@/server/users/find-visible-user";
import { briefChatsSql } from "./brief-chats-sql";

const BRIEF: SqlStatement = {
  name: "person-brief",
  text: `select ${briefDataSql({
    user: "$1",
    organization: "$2",
    agentSources: "$3",
    chats: briefChatsSql("$1", "$2", "null::varchar", READ_LIMITS.chats),
  })} as brief`,
};

export async function readPersonBrief(ctx: RequestContext, userId: string): Promise<PersonBrief> {
  const user = await findVisibleUser(ctx, userId);
  if (!user) throw notFound("User");
  const [row] = await sqlRows<{ brief: BriefData }>(BRIEF, [user.id, ctx.organizationId, [...BRIEF_SOURCES]]);
  const brief = composeBrief(row.brief, DEFAULT_BRIEF_TOKEN_BUDGET);
  const profile = row.brief.profile;
  return {
    user: { _id: user.id, name: user.name },
    text: brief.text,
    sections: brief.sections,
    record: brief.record,
    settings: {
      sourcesOff: BRIEF_SOURCES.filter((s) => profile?.sourcesOff?.includes(s)),
      learningPaused: profile?.learningPaused === true,
    },
    facts: learnedFacts(profile),
    canEdit: user.id === ctx.user._id,
  };
}
