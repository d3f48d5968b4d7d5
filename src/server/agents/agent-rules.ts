import { DEFAULT_CHAT_MODEL, DEFAULT_TEMPERATURE } from "@/lib/constants";
import { AGENT_MESSAGES, type ChatMode, type ChatSettingsPatch } from "@/lib/contracts/agents/schemas";
import { AppError } from "@/lib/errors";
import type { RequestContext } from "@/server/http/context";
import { existingOrganizations } from "@/server/organizations/existing-organizations";
import { teamsInOrganization } from "@/server/teams/teams-in-organization";
import { usersInOrganization } from "@/server/users/users-in-organization";
import { mayAssignAnyOrganization } from "./scope";

type Assignments = { toOrganizations?: string[]; toUsers?: string[]; toTeams?: string[] };
type AssignmentField = keyof Assignments;

function invalid(path: string, message: string): AppError {
  return new AppError("VALIDATION_ERROR", { fields: [{ path, message }] });
}

function assertFound(path: AssignmentField, item: string, requested: string[], found: { id: string }[]) {
  const have = new Set(found.map((r) => r.id));
  if (requested.some((id) => !have.has(id))) throw invalid(path, `${item} not found`);
}

/**
 * Assignment lists must name teams and users of the agent's organisation, and organisations the caller may
 * share with: a master admin any existing one, anyone else only the agent's own. Ids outside that scope get
 * the same '{item} not found' as ids that do not exist, so the check cannot be used to probe for records.
 */
export async function assertAssignments(ctx: RequestContext, organizationId: string, input: Assignments) {
  const { toOrganizations, toUsers, toTeams } = input;
  if (toOrganizations?.length) {
    const found = mayAssignAnyOrganization(ctx)
      ? await existingOrganizations(toOrganizations)
      : toOrganizations.filter((id) => id === organizationId).map((id) => ({ id }));
    assertFound("toOrganizations", "Organization", toOrganizations, found);
  }
  if (toTeams?.length) {
    const found = await teamsInOrganization(toTeams, organizationId);
    assertFound("toTeams", "Team", toTeams, found);
  }
  if (toUsers?.length) {
    const found = await usersInOrganization(toUsers, organizationId);
    assertFound("toUsers", "User", toUsers, found);
  }
}

/** Prisma `set` writes for the assignment lists that were sent (a sent list replaces the stored one). */
export function assignmentWrites(input: Assignments, mode: "set" | "connect") {
  const write = (list: string[] | undefined) =>
    list === undefined ? undefined : { [mode]: list.map((id) => ({ id })) };
  return {
    toOrganizations: write(input.toOrganizations),
    toUsers: write(input.toUsers),
    toTeams: write(input.toTeams),
  };
}

/** The defaultMode that results from a change must be one of the resulting allowedModes. */
export function assertDefaultModeAllowed(allowedModes: readonly ChatMode[], defaultMode: ChatMode) {
  if (!allowedModes.includes(defaultMode)) throw invalid("defaultMode", AGENT_MESSAGES.defaultModeNotAllowed);
}

/**
 * Stored settings with the sent fields applied: a field left out keeps its value, maxTokens '' or null clears
 * it (stored without the key, which means "no limit").
 */
export function mergeChatSettings(stored: unknown, patch: ChatSettingsPatch | undefined) {
  const base = {
    model: DEFAULT_CHAT_MODEL,
    temperature: DEFAULT_TEMPERATURE,
    ...(stored as object | null),
  } as {
    model: string;
    temperature: number;
    maxTokens?: number | null;
  };
  const merged = { ...base };
  if (patch?.model !== undefined) merged.model = patch.model;
  if (patch?.temperature !== undefined) merged.temperature = patch.temperature;
  if (patch?.maxTokens !== undefined) merged.maxTokens = patch.maxTokens;
  return settingsToStore(merged);
}

/** The JSON column's value: maxTokens only when set. */
export function settingsToStore(settings: { model: string; temperature: number; maxTokens?: number | null }) {
  const { maxTokens, ...rest } = settings;
  return typeof maxTokens === "number" ? { ...rest, maxTokens } : rest;
}
