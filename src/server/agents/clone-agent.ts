import type { CloneAgentInput } from "@/lib/contracts/agents/schemas";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { assertAssignments, assertDefaultModeAllowed, mergeChatSettings } from "./agent-rules";
import { agentDetail, findVisibleAgent } from "./find-agent";

const idsOf = (rows: { id: string }[]) => rows.map((r) => r.id);

/**
 * POST /agents/clone/{id} — coaches and admins by the table. A new agent in the same organisation with every
 * field, assignment and file of the original, named "<name> (copy)" unless the body names it; the body's other
 * fields override the copied ones (checked like an update). The copy starts over: nUpdates 1, created and
 * updated by the caller, and no OpenAI assistant (that one belongs to the original).
 */
export async function cloneAgent(ctx: RequestContext, id: string, input: CloneAgentInput) {
  const source = await findVisibleAgent(ctx, id);
  const organizationId = source.organizationId as string;
  const { toOrganizations, toUsers, toTeams, chatSettings, ...overrides } = input;
  const allowedModes = overrides.allowedModes ?? source.allowedModes;
  const defaultMode = overrides.defaultMode ?? source.defaultMode;
  assertDefaultModeAllowed(allowedModes, defaultMode);
  await assertAssignments(ctx, organizationId, { toOrganizations, toUsers, toTeams });
  const connect = (list: string[]) => ({ connect: list.map((v) => ({ id: v })) });
  const row = await db.agent.create({
    data: {
      name: overrides.name ?? `${source.name} (copy)`,
      description: overrides.description ?? source.description,
      coreInstruction: overrides.coreInstruction ?? source.coreInstruction,
      image: overrides.image ?? source.image,
      active: overrides.active ?? source.active,
      assignToEverybody: overrides.assignToEverybody ?? source.assignToEverybody,
      allowedModes,
      defaultMode,
      briefSources: overrides.briefSources ?? source.briefSources,
      briefTokenBudget: overrides.briefTokenBudget ?? source.briefTokenBudget,
      conversationStarters: overrides.conversationStarters ?? source.conversationStarters,
      chatSettings: mergeChatSettings(source.chatSettings, chatSettings),
      organizationId,
      toOrganizations: connect(toOrganizations ?? idsOf(source.toOrganizations)),
      toUsers: connect(toUsers ?? idsOf(source.toUsers)),
      toTeams: connect(toTeams ?? idsOf(source.toTeams)),
      files: connect(idsOf(source.files)),
      filesAsRetrieval: connect(idsOf(source.filesAsRetrieval)),
      createdById: ctx.user._id,
      updatedById: ctx.user._id,
    },
    select: { id: true },
  });
  return agentDetail(row.id);
}
