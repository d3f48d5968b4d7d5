import type { UpdateAgentInput } from "@/lib/contracts/agents/schemas";
import { recordAuditBy } from "@/server/audit/record-audit";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { agentFileWrites, assertAgentFiles, syncAgentFiles } from "./agent-files";
import {
  assertAssignments,
  assertDefaultModeAllowed,
  assignmentWrites,
  mergeChatSettings,
} from "./agent-rules";
import { agentDetail, findVisibleAgent } from "./find-agent";

/**
 * PUT /agents/{id} — coaches and admins by the table, on the agents of the organisation they act in. Fields
 * left out keep their values (chatSettings field by field); an assignment list sent replaces the stored one.
 * defaultMode must stay among allowedModes, whichever of the two is changed. A file list sent replaces the
 * stored one and may name files already on the agent or uploaded by the caller. Every update counts nUpdates up.
 */
export async function updateAgent(ctx: RequestContext, id: string, input: UpdateAgentInput) {
  const agent = await findVisibleAgent(ctx, id);
  const { toOrganizations, toUsers, toTeams, chatSettings, files, filesAsRetrieval, ...fields } = input;
  assertDefaultModeAllowed(
    fields.allowedModes ?? agent.allowedModes,
    fields.defaultMode ?? agent.defaultMode,
  );
  const organizationId = agent.organizationId as string;
  await assertAssignments(ctx, organizationId, { toOrganizations, toUsers, toTeams });
  const onAgent = [...agent.files, ...agent.filesAsRetrieval].map((f) => f.id);
  await assertAgentFiles(ctx, organizationId, { files, filesAsRetrieval }, onAgent);
  await db.agent.update({
    where: { id },
    data: {
      ...fields,
      ...(chatSettings ? { chatSettings: mergeChatSettings(agent.chatSettings, chatSettings) } : {}),
      ...assignmentWrites({ toOrganizations, toUsers, toTeams }, "set"),
      ...agentFileWrites({ files, filesAsRetrieval }, "set"),
      nUpdates: { increment: 1 },
      updatedById: ctx.user._id,
    },
  });
  await syncAgentFiles({ files, filesAsRetrieval });
  await recordAuditBy(ctx, "agent-changed", {
    target: { type: "agent", id },
    details: { fields: Object.keys(input).sort() },
  });
  return agentDetail(id);
}
