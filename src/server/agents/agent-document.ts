import type { File as FileRow } from "@/generated/prisma/client";
import { DEFAULT_CHAT_MODEL, DEFAULT_TEMPERATURE } from "@/lib/constants";
import { fileReference } from "@/server/files/file-reference";
import { toDocument } from "@/server/http/document";

const ids = { select: { id: true } } as const;
const files = { orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }] };

/** Assignments are read as id lists, the way §3 stores references; files whole, to answer File references. */
export const agentInclude = {
  toOrganizations: ids,
  toUsers: ids,
  toTeams: ids,
  files,
  filesAsRetrieval: files,
};

const ID_LISTS = ["toOrganizations", "toUsers", "toTeams"] as const;
const FILE_LISTS = ["files", "filesAsRetrieval"] as const;

/**
 * `row` is an agent read with `agentInclude` (the pager cannot carry that type). chatSettings always has a
 * model and a temperature (the §9 defaults when the row has none); maxTokens is present only when set.
 */
export function agentDocument(row: Record<string, unknown>) {
  const doc = toDocument(row, { omit: [...ID_LISTS, ...FILE_LISTS] });
  const settings = (row.chatSettings ?? {}) as Record<string, unknown>;
  doc.chatSettings = { model: DEFAULT_CHAT_MODEL, temperature: DEFAULT_TEMPERATURE, ...settings };
  for (const key of ID_LISTS) doc[key] = ((row[key] ?? []) as { id: string }[]).map((r) => r.id);
  for (const key of FILE_LISTS) doc[key] = ((row[key] ?? []) as FileRow[]).map(fileReference);
  return doc;
}
