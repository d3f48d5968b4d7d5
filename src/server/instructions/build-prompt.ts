import type { TriggerInputs } from "@/lib/contracts/triggers/schemas";
import { notFound } from "@/lib/errors";
import { type AssembledPrompt, assemblePrompt } from "@/lib/triggers/assemble";
import { promptAgent } from "@/server/agents/prompt-agent";
import { promptUser } from "@/server/users/prompt-user";
import { type ApplicableSet, applicableInstructionSets } from "./applicable-sets";

export interface BuildPromptArgs {
  agentId: string;
  userId: string;
  /** The chat turn's trigger inputs; `user` is filled from the loaded user when left out. */
  inputs: Omit<TriggerInputs, "user"> & Partial<Pick<TriggerInputs, "user">>;
}

export interface BuiltPrompt extends AssembledPrompt {
  agent: { id: string; name: string; active: boolean };
}

export interface PromptSources {
  agent: { id: string; name: string; active: boolean; coreInstruction: string | null };
  user: { id: string; role: TriggerInputs["user"]["role"] };
  sets: ApplicableSet[];
}

/** The database half of {@link buildPrompt}, for callers that load it while they compute the trigger inputs. */
export async function loadPromptSources(
  ctx: { organizationId: string },
  { agentId, userId }: Pick<BuildPromptArgs, "agentId" | "userId">,
): Promise<PromptSources> {
  const [agent, user] = await Promise.all([
    promptAgent(agentId, ctx.organizationId),
    promptUser(userId, ctx.organizationId),
  ]);
  if (!agent) throw notFound("Agent");
  if (!user) throw notFound("User");
  const sets = await applicableInstructionSets({
    organizationId: ctx.organizationId,
    user: { _id: user.id, teams: user.teams.map((t) => t.id) },
    agentId: agent.id,
  });
  return { agent, user: { id: user.id, role: user.role }, sets };
}

/** The pure half of {@link buildPrompt}. */
export function assembleFromSources(
  { agent, user, sets }: PromptSources,
  inputs: BuildPromptArgs["inputs"],
): BuiltPrompt {
  const assembled = assemblePrompt({
    agent,
    sets,
    inputs: { ...inputs, user: inputs.user ?? { _id: user.id, role: user.role } },
  });
  return { ...assembled, agent: { id: agent.id, name: agent.name, active: agent.active } };
}

/**
 * The model messages for a user talking to an agent in the organisation the call acts in (issue 4, item 4):
 * loads the agent (the organisation's own or a platform-wide one) and the user (a member of that organisation),
 * then the instruction sets that apply to them (applicable-sets.ts), and assembles the prompt
 * (src/lib/triggers/assemble.ts). An agent or user outside the organisation answers '{item} not found'. Whether
 * the user may use the agent (assignment, active flags) is the caller's check: the preview builds prompts for
 * inactive agents too.
 */
export async function buildPrompt(
  ctx: { organizationId: string },
  args: BuildPromptArgs,
): Promise<BuiltPrompt> {
  return assembleFromSources(await loadPromptSources(ctx, args), args.inputs);
}
