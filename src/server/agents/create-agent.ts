import type { CreateAgentInput } from "@/lib/contracts/agents";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { assertAssignments, assignmentWrites, settingsToStore } from "./agent-rules";
import { agentDetail } from "./find-agent";

/**
 * POST /agents — coaches and admins by the table. The agent belongs to the organisation the caller acts in;
 * assignments must name that organisation's teams and users (and organisations the caller may share with).
 */
export async function createAgent(ctx: RequestContext, input: CreateAgentInput) {
  const { toOrganizations = [], toUsers = [], toTeams = [], chatSettings, ...fields } = input;
  const organizationId = ctx.organizationId;
  await assertAssignments(ctx, organizationId, { toOrganizations, toUsers, toTeams });
  const row = await db.agent.create({
    data: {
      ...fields,
      chatSettings: settingsToStore(chatSettings),
      organizationId,
      ...assignmentWrites({ toOrganizations, toUsers, toTeams }, "connect"),
      createdById: ctx.user._id,
      updatedById: ctx.user._id,
    },
    select: { id: true },
  });
  return agentDetail(row.id);
}
