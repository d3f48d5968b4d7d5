/**
 * The agent and instruction-store document shapes as the AI-configuration pages read them (§3 Agent,
 * Instruction set, Instruction, coach-prompt-template), plus labels shared by forms, tables and views.
 * Relations may arrive as ids or as small populated objects; `refId`/`refIds` read both.
 */
import type { BaseDoc } from "@/components/management/documents";
import type { CHAT_MODELS, CHAT_MODES } from "@/lib/constants";
import type { FileReference } from "@/lib/contracts/files";
import type { Trigger } from "@/lib/contracts/triggers";

export type ChatMode = (typeof CHAT_MODES)[number];
export type ChatModel = (typeof CHAT_MODELS)[number];

export type Ref = string | { _id: string; name?: string; title?: string; email?: string };

export interface ChatSettings {
  model?: ChatModel | null;
  temperature?: number | null;
  maxTokens?: number | null;
}

export interface AgentDoc extends BaseDoc {
  name: string;
  description?: string | null;
  coreInstruction?: string | null;
  active: boolean;
  nUpdates?: number;
  image?: string | null;
  organization?: Ref | null;
  chatSettings?: ChatSettings | null;
  allowedModes: ChatMode[];
  defaultMode?: ChatMode | null;
  toOrganizations?: Ref[];
  toUsers?: Ref[];
  toTeams?: Ref[];
  assignToEverybody?: boolean;
  /** §3 File references: sent in full with every turn. */
  files?: FileReference[];
  /** §3 File references: only the passages matching the user's message are sent. */
  filesAsRetrieval?: FileReference[];
}

export interface InstructionSetDoc extends BaseDoc {
  schemaType: "instruction-set";
  name: string;
  description?: string | null;
  triggers?: Trigger[];
  active: boolean;
  organization?: Ref | null;
  toOrganizations?: Ref[];
  toUsers?: Ref[];
  toTeams?: Ref[];
  toAgents?: Ref[];
  assignToEverybody?: boolean;
  /** Some answers embed the set's instructions. */
  instructions?: InstructionDoc[];
}

export type InstructionRole = "system" | "user";
export type Placement = "start" | "middle" | "end";

export interface InstructionDoc extends BaseDoc {
  schemaType: "instruction";
  name: string;
  description?: string | null;
  key?: string | null;
  keyPower?: number | null;
  content: string;
  role: InstructionRole;
  triggers?: Trigger[];
  placement: Placement;
  order?: number | null;
  instructionSet?: Ref | null;
  active: boolean;
  organization?: Ref | null;
}

export interface PromptTemplateDoc extends BaseDoc {
  schemaType: "coach-prompt-template";
  title: string;
  content: string;
  description?: string | null;
}

export const MODE_LABELS: Record<ChatMode, string> = {
  generalist: "Generalist",
  coaching: "Coaching",
  oracle: "Oracle",
};

export const PLACEMENTS: readonly Placement[] = ["start", "middle", "end"];
export const PLACEMENT_LABELS: Record<Placement, string> = { start: "Start", middle: "Middle", end: "End" };
export const INSTRUCTION_ROLES: readonly InstructionRole[] = ["system", "user"];
export const ROLE_LABELS: Record<InstructionRole, string> = { system: "System", user: "User" };

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
  count(doc.toAgents?.length ?? 0, "agent", "agents");
  return parts.length ? parts.join(", ") : "Nobody";
}
