import type { AssemblyInstruction, AssemblySet } from "@/lib/triggers/assemble";
import { LINKS } from "@/server/links";
import { type SqlStatement, sqlRows } from "@/server/sql";

const {
  instructionSetToOrganizations: TO_ORG,
  instructionSetToTeams: TO_TEAM,
  instructionSetToUsers: TO_USER,
  instructionSetToAgents: TO_AGENT,
} = LINKS;

export interface ApplicableSetsArgs {
  organizationId: string;
  user: { _id: string; teams: string[] };
  agentId: string;
}

export interface ApplicableSet extends AssemblySet {
  active: boolean;
  triggers: unknown;
  instructions: Required<AssemblyInstruction>[];
}

/** Where each input of {@link applicableSetsSql} comes from: a parameter ($n) or any SQL expression. */
export interface ApplicableSetsSqlInputs {
  organization: string;
  /** A text[] of the user's team ids. */
  teams: string;
  user: string;
  agent: string;
}

/**
 * The instruction sets that apply to a user talking to an agent: active sets of the organisation, assigned to
 * everybody, to the organisation, to one of the user's teams or to the user, and either assigned to no agent at
 * all or to this agent. A set assigned to nobody applies to nobody. Each comes with its active instructions in a
 * stable order (the prompt assembly orders them itself). One statement, because a chat turn reads it before the
 * model call (src/server/sql.ts); reply-inputs.ts embeds it in its own.
 */
export function applicableSetsSql({ organization, teams, user, agent }: ApplicableSetsSqlInputs): string {
  return `
  select s.id, s.name, s.active, s.triggers,
         coalesce((
           select json_agg(json_build_object(
                    'id', i.id, 'name', i.name, 'content', i.content, 'role', i.role, 'placement', i.placement,
                    'order', i."order", 'key', i.key, 'keyPower', i."keyPower", 'active', i.active,
                    'triggers', i.triggers)
                  order by i.placement, i."order", i.name, i.id)
             from "Instruction" i
            where i."instructionSetId" = s.id and i.active
         ), '[]'::json) as instructions
    from "InstructionSet" s
   where s.active and s."organizationId" = ${organization}
     and (s."assignToEverybody"
          or exists (select 1 from ${TO_ORG.table} x where x.${TO_ORG.set} = s.id and x.${TO_ORG.organization} = ${organization})
          or exists (select 1 from ${TO_TEAM.table} x where x.${TO_TEAM.set} = s.id and x.${TO_TEAM.team} = any(${teams}))
          or exists (select 1 from ${TO_USER.table} x where x.${TO_USER.set} = s.id and x.${TO_USER.user} = ${user}))
     and (not exists (select 1 from ${TO_AGENT.table} x where x.${TO_AGENT.set} = s.id)
          or exists (select 1 from ${TO_AGENT.table} x where x.${TO_AGENT.set} = s.id and x.${TO_AGENT.agent} = ${agent}))
   order by s.name, s.id`;
}

const BY_AGENT: SqlStatement = {
  name: "applicable-sets-by-agent",
  text: applicableSetsSql({ organization: "$1", teams: "$2::text[]", user: "$3", agent: "$4" }),
};

export function applicableInstructionSets({
  organizationId,
  user,
  agentId,
}: ApplicableSetsArgs): Promise<ApplicableSet[]> {
  return sqlRows<ApplicableSet>(BY_AGENT, [organizationId, user.teams, user._id, agentId]);
}
