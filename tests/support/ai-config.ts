/**
 * AI-configuration test data written straight to the database: instruction sets with their assignments,
 * and instructions. Names are unique so test files never depend on each other.
 */
import type { TriggerInput } from "@/lib/contracts/triggers/schemas";
import { db } from "@/server/db";
import { unique } from "./fixtures";

export interface SetOptions {
  name?: string;
  active?: boolean;
  triggers?: TriggerInput[];
  assignToEverybody?: boolean;
  toOrganizations?: string[];
  toTeams?: string[];
  toUsers?: string[];
  toAgents?: string[];
}

const connect = (ids: string[] = []) => ({ connect: ids.map((id) => ({ id })) });

export function makeInstructionSet(organizationId: string, options: SetOptions = {}) {
  return db.instructionSet.create({
    data: {
      name: options.name ?? unique("Set"),
      organizationId,
      active: options.active ?? true,
      triggers: (options.triggers ?? []) as object[],
      assignToEverybody: options.assignToEverybody ?? false,
      toOrganizations: connect(options.toOrganizations),
      toTeams: connect(options.toTeams),
      toUsers: connect(options.toUsers),
      toAgents: connect(options.toAgents),
    },
  });
}

export interface InstructionOptions {
  name?: string;
  content?: string;
  active?: boolean;
  triggers?: TriggerInput[];
  placement?: "start" | "middle" | "end";
  order?: number;
  key?: string;
  keyPower?: number;
  role?: "system" | "user";
}

export function makeInstruction(
  set: { id: string; organizationId: string | null },
  options: InstructionOptions = {},
) {
  const name = options.name ?? unique("Instruction");
  return db.instruction.create({
    data: {
      name,
      content: options.content ?? `Content of ${name}`,
      active: options.active ?? true,
      triggers: (options.triggers ?? []) as object[],
      placement: options.placement ?? "middle",
      order: options.order ?? 0,
      key: options.key,
      keyPower: options.keyPower ?? 0,
      role: options.role ?? "system",
      instructionSetId: set.id,
      organizationId: set.organizationId,
    },
  });
}
