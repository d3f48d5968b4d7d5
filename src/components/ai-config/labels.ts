/**
 * Labels shared by the AI-configuration forms, tables and views (modes, placements, roles), and small readers of
 * the documents' references: relations arrive as ids or as small populated objects; `refId`/`refIds` read both.
 * The document types themselves are the contracts' (src/lib/contracts/agents/schemas.ts, resources/schemas.ts).
 */
import type { ChatMode } from "@/lib/contracts/agents/schemas";
import type { InstructionDoc } from "@/lib/contracts/resources/schemas";

type InstructionRole = InstructionDoc["role"];
type Placement = InstructionDoc["placement"];

export type Ref = string | { _id: string; name?: string; title?: string; email?: string };

export const MODE_LABELS: Record<ChatMode, string> = {
  generalist: "Generalist",
  coaching: "Coaching",
  oracle: "Oracle",
};

export const PLACEMENT_LABELS: Record<Placement, string> = { start: "Start", middle: "Middle", end: "End" };
export const INSTRUCTION_ROLE_LABELS: Record<InstructionRole, string> = { system: "System", user: "User" };

export function refId(ref: Ref | null | undefined): string | null {
  if (!ref) return null;
  return typeof ref === "string" ? ref : ref._id;
}

export function refIds(refs: Ref[] | null | undefined): string[] {
  return (refs ?? []).map((r) => (typeof r === "string" ? r : r._id));
}

export function refName(ref: Ref | null | undefined): string | null {
  if (!ref) return null;
  return typeof ref === "string" ? null : (ref.name ?? ref.title ?? ref.email ?? null);
}

export const NOBODY = "Nobody: no member gets it";

/** "2 teams, 1 user" — who an agent or set is assigned to, for tables and views. */
export function assignmentSummary(doc: {
  assignToEverybody?: boolean;
  toOrganizations?: Ref[];
  toTeams?: Ref[];
  toUsers?: Ref[];
  toAgents?: Ref[];
}): string {
  if (doc.assignToEverybody) return "Everybody";
  const parts: string[] = [];
  const count = (n: number, one: string, many: string) => {
    if (n > 0) parts.push(`${n} ${n === 1 ? one : many}`);
  };
  count(doc.toOrganizations?.length ?? 0, "organization", "organizations");
  count(doc.toTeams?.length ?? 0, "team", "teams");
  count(doc.toUsers?.length ?? 0, "user", "users");
  // Agents narrow a set to chats with them; with no one assigned, nobody gets it whatever the agents.
  if (parts.length === 0) return NOBODY;
  count(doc.toAgents?.length ?? 0, "agent", "agents");
  return parts.join(", ");
}
