import type { CreateAgentInput } from "@/lib/contracts/agents/schemas";
import { recordAuditBy } from "@/server/audit/record-audit";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { agentFileWrites, assertAgentFiles, syncAgentFiles } from "./agent-files";
import { assertAssignments, assignmentWrites, settingsToStore } from "./agent-rules";
import { agentDetail } from "./find-agent";

/**
 * POST /agents — coaches and admins by the table. The agent belongs to the organisation the caller acts in;
 * assignments must name that organisation's teams and users (and organisations the caller may share with), and
 * files the caller uploaded there.
 */
export async function createAgent(ctx: RequestContext, input: CreateAgentInput) {
  const { toOrganizations = [], toUsers = [], toTeams = [], chatSettings, ...rest } = input;
  const { files = [], filesAsRetrieval = [], ...fields } = rest;
  const organizationId = ctx.organizationId;
  await assertAssignments(ctx, organizationId, { toOrganizations, toUsers, toTeams });
  await assertAgentFiles(ctx, organizationId, { files, filesAsRetrieval });
  const row = await db.agent.create({
    data: {
      ...fields,
      chatSettings: settingsToStore(chatSettings),
      organizationId,
      ...assignmentWrites({ toOrganizations, toUsers, toTeams }, "connect"),
      ...agentFileWrites({ files, filesAsRetrieval }, "connect"),
      createdById: ctx.user._id,
      updatedById: ctx.user._id,
    },
    select: { id: true },
  });
  await syncAgentFiles({ files, filesAsRetrieval });
  await recordAuditBy(ctx, "agent-created", { target: { type: "agent", id: row.id } });
  return agentDetail(row.id);
}
