/**
 * Agent rows in the §3 document shape: `_id`, `__v`, `organization`, `createdBy`, `updatedBy`, the assignments as
 * id lists (the way §3 stores references), and `files` / `filesAsRetrieval` as §3 File references.
 */

import { pick } from "es-toolkit";
import type { Prisma } from "@/generated/prisma/client";
import type { Sendable } from "@/lib/api/define";
import { DEFAULT_CHAT_MODEL, DEFAULT_TEMPERATURE } from "@/lib/constants";
import type { AgentChatSettingsDoc, AgentDoc } from "@/lib/contracts/agents/schemas";
import { BRIEF_SOURCES } from "@/lib/contracts/brief/schemas";
import { fileReference } from "@/server/files/file-reference";
import type { RequestContext } from "@/server/http/context";
import { documentBase } from "@/server/http/document";

const ids = { select: { id: true } } as const;
const files = { orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }] };

/** Assignments are read as id lists; files whole, to answer File references. */
export const agentInclude = {
  toOrganizations: ids,
  toUsers: ids,
  toTeams: ids,
  files,
  filesAsRetrieval: files,
} satisfies Prisma.AgentInclude;

/** An agent as read with `agentInclude`. */
export type AgentRow = Prisma.AgentGetPayload<{ include: typeof agentInclude }>;

/**
 * The stored chat settings (JSON, written by settingsToStore) with the §9 defaults for a model and a temperature
 * the row has none of; maxTokens is present only when set.
 */
function chatSettingsDocument(stored: Prisma.JsonValue | null): AgentChatSettingsDoc {
  const settings = (stored ?? {}) as Partial<AgentChatSettingsDoc>;
  const { model = DEFAULT_CHAT_MODEL, temperature = DEFAULT_TEMPERATURE, maxTokens } = settings;
  return maxTokens === undefined ? { model, temperature } : { model, temperature, maxTokens };
}

const idsOf = (rows: { id: string }[]) => rows.map((r) => r.id);

export function agentDocument(row: AgentRow): Sendable<AgentDoc> {
  return {
    ...documentBase(row),
    ...pick(row, [
      "name",
      "description",
      "coreInstruction",
      "active",
      "nUpdates",
      "openAIAssistantId",
      "image",
    ]),
    organization: row.organizationId,
    chatSettings: chatSettingsDocument(row.chatSettings),
    ...pick(row, ["allowedModes", "defaultMode", "assignToEverybody"]),
    createdBy: row.createdById,
    updatedBy: row.updatedById,
    toOrganizations: idsOf(row.toOrganizations),
    toUsers: idsOf(row.toUsers),
    toTeams: idsOf(row.toTeams),
    files: row.files.map(fileReference),
    filesAsRetrieval: row.filesAsRetrieval.map(fileReference),
    briefSources: BRIEF_SOURCES.filter((s) => row.briefSources.includes(s)),
    briefTokenBudget: row.briefTokenBudget,
    conversationStarters: row.conversationStarters,
  };
}

/**
 * An agent as the caller may see it. Athletes are told who the agent is and how to talk to it (name, description,
 * image, modes, what of their data it reads), not what it was told to do, nor its files or whom else it serves:
 * those fields come empty.
 */
export function agentDocumentFor(ctx: RequestContext, row: AgentRow): Sendable<AgentDoc> {
  const doc = agentDocument(row);
  if (ctx.user.role !== "user" || ctx.user.isAdminMaster) return doc;
  return {
    ...doc,
    coreInstruction: null,
    openAIAssistantId: null,
    createdBy: null,
    updatedBy: null,
    toOrganizations: [],
    toUsers: [],
    toTeams: [],
    files: [],
    filesAsRetrieval: [],
  };
}
