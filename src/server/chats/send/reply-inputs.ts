/**
 * Everything a chat turn reads before the model call, in one statement (src/server/sql.ts says why not Prisma
 * here): the chat, if the caller may write to it (write-rule.ts), with its
 * agent (the first by id), the organisation's chatConfig, its user and assistant message counts, whether the
 * caller belongs to the organisation, the message already stored for the send's idFromClient, the conversation so
 * far (user and assistant messages by number), the instruction sets that apply to the caller and the agent, and the
 * caller's active coach-prompts (active-coach-prompts.ts), and, in coaching and generalist agent chats, what the
 * caller's brief is made of (brief/brief-sql.ts: the person talking to the agent, never anyone else). What it reads of other domains' tables (the caller's
 * organisation, the chat's agent, the organisation's chatConfig, instruction sets, coach-prompts) is SQL those
 * domains build, embedded here so that a turn still reads everything in one round trip.
 */

import { pick } from "es-toolkit";
import { DEFAULT_BRIEF_TOKEN_BUDGET } from "@/lib/contracts/brief/schemas";
import type { ChatModeValue } from "@/lib/contracts/chats/schemas";
import { notFound } from "@/lib/errors";
import { chatAgentSql } from "@/server/agents/chat-agent";
import type { BriefData } from "@/server/brief/brief-data";
import { briefDataSql, READ_LIMITS } from "@/server/brief/brief-sql";
import { type ActiveCoachPrompt, activeCoachPromptsSql } from "@/server/coaching-notes/active-coach-prompts";
import type { RequestContext } from "@/server/http/context";
import { type ApplicableSet, applicableSetsSql } from "@/server/instructions/applicable-sets";
import { LINKS } from "@/server/links";
import { organizationChatConfigSql } from "@/server/organizations/organization-chat-config";
import { type SqlStatement, sqlRows } from "@/server/sql";
import { userInOrganizationSql, userOrganizationSql } from "@/server/users/caller-organization-sql";
import { briefChatsSql } from "../brief/brief-chats-sql";
import { CHAT_TYPE_ROW } from "../reading/chat-document";
import { onActiveBranchSql } from "../versions/active-branch";
import { writableBySql } from "../write-rule";

const { teamUsers: TU, agentFiles: AF, agentFilesAsRetrieval: AR } = LINKS;

export interface ReplyAgent {
  id: string;
  name: string;
  active: boolean;
  coreInstruction: string | null;
  chatSettings: unknown;
  /** The organisation's own agent or a platform-wide one. */
  inScope: boolean;
  /** It has files or retrieval files, whose text the reply adds to the instructions (agent-file-context.ts). */
  hasFiles: boolean;
}

export interface ReplyChat {
  id: string;
  type: (typeof CHAT_TYPE_ROW)[keyof typeof CHAT_TYPE_ROW];
  closed: boolean;
  mode: ChatModeValue;
  additionalInstructions: string | null;
  model: string | null;
  temperature: number | null;
  maxTokens: number | null;
  number: number | null;
  numberWithAgent: number | null;
  organizationId: string | null;
  organizationChatConfig: unknown;
  agent: ReplyAgent | null;
  /** No title yet and the user never set one: the first exchange names the chat (auto-title.ts). */
  needsTitle: boolean;
}

export interface ReplyInputs {
  chat: ReplyChat;
  /** User and assistant messages stored so far on the active branch (active-branch.ts). */
  counts: { user: number; assistant: number };
  /** The caller is a member of the organisation the call acts in. */
  callerInOrganization: boolean;
  /** The message stored earlier under the send's idFromClient. */
  knownMessageId: string | null;
  /** Replies finished in the chat when this was read (reply-lease.ts): a send compares it once it holds the lease. */
  replyReleases: number;
  /** The active branch's user and assistant messages, in order, with their numbers (a regeneration cuts by it). */
  history: { role: "user" | "assistant"; content: string; number: number | null }[];
  sets: ApplicableSet[];
  /** The caller's active coach-prompts, oldest first. */
  coachPrompts: ActiveCoachPrompt[];
  /** What the caller's brief is made of (coaching and generalist agent chats), and its budget; null otherwise. */
  brief: { data: BriefData; budget: number } | null;
}

interface ChatRow extends Omit<ReplyChat, "type" | "agent"> {
  /** The organisation and teams the statement read for: the ones given, else the caller's own. */
  contextOrganizationId: string | null;
  contextTeams: string[];
  type: keyof typeof CHAT_TYPE_ROW;
  agentId: string | null;
  agentName: string | null;
  agentActive: boolean | null;
  coreInstruction: string | null;
  chatSettings: unknown;
  agentInScope: boolean | null;
  agentHasFiles: boolean | null;
  userMessages: number;
  assistantMessages: number;
  callerInOrganization: boolean;
  knownMessageId: string | null;
  replyReleases: number;
  history: ReplyInputs["history"];
  sets: ApplicableSet[];
  coachPrompts: ActiveCoachPrompt[];
  briefTokenBudget: number | null;
  brief: BriefData | null;
}

const CHAT: SqlStatement = {
  name: "reply-chat",
  text: `
  with k as (
    select coalesce($2::text, ${userOrganizationSql("$3")}) as org,
           coalesce($5::text[], array(select tu.${TU.team} from ${TU.table} tu where tu.${TU.user} = $3 order by tu.${TU.team})) as teams
  )
  select k.org as "contextOrganizationId", k.teams as "contextTeams", c.id, c.type::text as type, c.closed, c.mode::text as mode, c."additionalInstructions", c.model,
         c.temperature, c."maxTokens", c.number, c."numberWithAgent", c."organizationId",
         (coalesce(c.title, '') = '' and not c."hasChangedTitle") as "needsTitle",
         ${organizationChatConfigSql('c."organizationId"')} as "organizationChatConfig",
         a.id as "agentId", a.name as "agentName", a.active as "agentActive", a."coreInstruction",
         a."chatSettings", (a."organizationId" is null or a."organizationId" = k.org) as "agentInScope",
         (exists (select 1 from ${AF.table} af where af.${AF.agent} = a.id)
          or exists (select 1 from ${AR.table} ar where ar.${AR.agent} = a.id)) as "agentHasFiles",
         n."userMessages", n."assistantMessages",
         ${userInOrganizationSql({ user: "$3", organization: "k.org" })} as "callerInOrganization",
         (select m.id from "Message" m where m."chatId" = c.id and m."idFromClient" = $4) as "knownMessageId",
         coalesce((select l.releases from "ReplyLease" l where l."chatId" = c.id), 0) as "replyReleases",
         coalesce((
           select json_agg(json_build_object('role', m.role, 'content', m.content, 'number', m.number)
                           order by m.number, m."createdAt")
             from "Message" m where m."chatId" = c.id and m.role in ('user', 'assistant') and ${onActiveBranchSql()}
         ), '[]'::json) as history,
         coalesce((
           select json_agg(s order by s.name, s.id)
             from (${applicableSetsSql({ organization: "k.org", teams: "k.teams", user: "$3", agent: "a.id" })}) s
         ), '[]'::json) as sets,
         coalesce((
           select json_agg(json_build_object('id', p.id, 'content', p.content) order by p."createdAt", p.id)
             from (${activeCoachPromptsSql({ organization: "k.org", user: "$3", teams: "k.teams" })}) p
         ), '[]'::json) as "coachPrompts",
         a."briefTokenBudget",
         case when c.type = 'agent-chat' and c.mode <> 'oracle' and a.id is not null
              then ${briefDataSql({ user: "$3", organization: "k.org", agentSources: 'a."briefSources"', chats: briefChatsSql("$3", "k.org", "c.id", READ_LIMITS.chats) })}
         end as brief
    from k
    join "Chat" c on c.id = $1 and ${writableBySql({ chat: "c", user: "$3", organization: "k.org" })}
    left join lateral (${chatAgentSql("c.id")}
    ) a on true
    cross join lateral (
      select (count(*) filter (where m.role = 'user'))::int as "userMessages",
             (count(*) filter (where m.role = 'assistant'))::int as "assistantMessages"
        from "Message" m where m."chatId" = c.id and ${onActiveBranchSql()}
    ) n
`,
};

function toReplyChat(row: ChatRow): ReplyChat {
  return {
    id: row.id,
    type: CHAT_TYPE_ROW[row.type],
    ...pick(row, [
      "closed",
      "mode",
      "additionalInstructions",
      "model",
      "temperature",
      "maxTokens",
      "number",
      "numberWithAgent",
      "organizationId",
      "organizationChatConfig",
    ]),
    needsTitle: row.needsTitle === true,
    agent: row.agentId
      ? {
          id: row.agentId,
          name: row.agentName ?? "",
          active: row.agentActive === true,
          coreInstruction: row.coreInstruction,
          chatSettings: row.chatSettings,
          inScope: row.agentInScope === true,
          hasFiles: row.agentHasFiles === true,
        }
      : null,
  };
}

function toReplyInputs(row: ChatRow): ReplyInputs {
  return {
    chat: toReplyChat(row),
    counts: { user: row.userMessages, assistant: row.assistantMessages },
    ...pick(row, [
      "callerInOrganization",
      "knownMessageId",
      "replyReleases",
      "history",
      "sets",
      "coachPrompts",
    ]),
    brief: row.brief ? { data: row.brief, budget: row.briefTokenBudget ?? DEFAULT_BRIEF_TOKEN_BUDGET } : null,
  };
}

/** A chat the caller may write to, with what a reply needs ('Chat not found' otherwise). */
export async function loadReplyInputs(
  ctx: RequestContext,
  chatId: string,
  idFromClient?: string | null,
): Promise<ReplyInputs> {
  const [row] = await sqlRows<ChatRow>(CHAT, [
    chatId,
    ctx.organizationId,
    ctx.user._id,
    idFromClient ?? null,
    ctx.user.teams,
  ]);
  if (!row) throw notFound("Chat");
  return toReplyInputs(row);
}

/** The same read made before the caller's context is known, with the context it assumed. */
export interface EarlyReplyInputs {
  userId: string;
  chatId: string;
  idFromClient: string | null;
  organizationId: string | null;
  teams: string[];
  inputs: ReplyInputs;
}

/**
 * loadReplyInputs for a user id alone, in the user's own organisation and teams as the database has them now: a
 * send starts it while the session user is still being read (sseEndpoint's `early`), so the two reads overlap.
 * Null when there is no such chat for them (the regular read then answers). Its result stands for nothing until
 * earlyInputsFor finds it was read for the authenticated context.
 */
export async function readReplyInputsEarly(
  userId: string,
  chatId: string,
  idFromClient: string | null,
): Promise<EarlyReplyInputs | null> {
  const [row] = await sqlRows<ChatRow>(CHAT, [chatId, null, userId, idFromClient, null]);
  if (!row) return null;
  return {
    userId,
    chatId,
    idFromClient,
    organizationId: row.contextOrganizationId,
    teams: row.contextTeams,
    inputs: toReplyInputs(row),
  };
}

/** The early read's inputs if it was made for exactly this caller, context, chat and idFromClient; else null. */
export function earlyInputsFor(
  early: EarlyReplyInputs,
  ctx: RequestContext,
  chatId: string,
  idFromClient: string | null | undefined,
): ReplyInputs | null {
  const { teams } = ctx.user;
  const same =
    early.userId === ctx.user._id &&
    early.chatId === chatId &&
    early.idFromClient === (idFromClient ?? null) &&
    early.organizationId === ctx.organizationId &&
    early.teams.length === teams.length &&
    early.teams.every((team, i) => team === teams[i]);
  return same ? early.inputs : null;
}
