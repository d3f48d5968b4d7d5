/** schemaType "instruction" → table Instruction. */

import { pick } from "es-toolkit";
import type { Instruction, Prisma } from "@/generated/prisma/client";
import type { Sendable } from "@/lib/api/define";
import {
  type CreateInstructionInput,
  INSTRUCTION_ROLES,
  type InstructionDoc,
  PLACEMENTS,
  type SetInstructionDoc,
  type UpdateResourceInput,
} from "@/lib/contracts/resources/schemas";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { documentBase } from "@/server/http/document";
import { FIELD, type ListSpec, NEWEST_FIRST, TIMESTAMP_FIELDS } from "@/server/list/list-spec";
import { fieldError } from "@/server/resource-module/checks";
import { copyName, type ResourceModule, storedTriggers } from "@/server/resource-module/module";
import { staffConfiguration, tableAccess } from "@/server/resource-module/table-access";

/** An instruction carries its set as {_id, name}. */
const include = {
  instructionSet: { select: { id: true, name: true } },
} as const satisfies Prisma.InstructionInclude;

type InstructionRow = Prisma.InstructionGetPayload<{ include: typeof include }>;

function instructionFields(row: Instruction) {
  return {
    ...documentBase(row),
    ...pick(row, ["name", "description", "key", "keyPower", "content", "role"]),
    triggers: storedTriggers(row.triggers),
    ...pick(row, ["placement", "order", "active"]),
    organization: row.organizationId,
    schemaType: "instruction" as const,
  };
}

/** An instruction on its own, with its set as {_id, name}. */
export function instructionDocument(row: InstructionRow): Sendable<InstructionDoc> {
  const set = row.instructionSet;
  return { ...instructionFields(row), instructionSet: set ? { _id: set.id, name: set.name } : null };
}

/** An instruction inside its set's document: the set by id. */
export function setInstructionDocument(row: Instruction): Sendable<SetInstructionDoc> {
  return { ...instructionFields(row), instructionSet: row.instructionSetId };
}

/** Sets, in instruction-set documents and the prompt, list their instructions by placement, then order. */
export const instructionOrder: Prisma.InstructionOrderByWithRelationInput[] = [
  { placement: "asc" },
  { order: "asc" },
  { createdAt: "asc" },
  { id: "asc" },
];

const listSpec: ListSpec = {
  defaultSort: NEWEST_FIRST,
  fields: {
    name: FIELD.sortedText,
    description: FIELD.searchedText,
    content: FIELD.searchedText,
    key: FIELD.sortedText,
    keyPower: FIELD.sortedNumber,
    role: { type: "enum", values: INSTRUCTION_ROLES, sortable: true },
    placement: { type: "enum", values: PLACEMENTS, sortable: true },
    order: FIELD.sortedNumber,
    instructionSet: { column: "instructionSetId", type: "id" },
    active: FIELD.sortedFlag,
    ...TIMESTAMP_FIELDS,
  },
};

/** An instruction's set must be a set of the same organisation ('Instruction set not found' otherwise). */
async function assertSetInOrganization(organizationId: string, setId: string | null | undefined) {
  if (!setId) return;
  const found = await db.instructionSet.count({ where: { id: setId, organizationId } });
  if (!found) throw fieldError("instructionSet", "Instruction set not found");
}

export const instructionModule: ResourceModule = {
  ...staffConfiguration("instruction", listSpec),
  ...tableAccess(db.instruction, instructionDocument, include),
  async create(ctx: RequestContext, input: CreateInstructionInput) {
    const { schemaType: _, instructionSet, ...fields } = input;
    await assertSetInOrganization(ctx.organizationId, instructionSet);
    const row = await db.instruction.create({
      data: { ...fields, instructionSetId: instructionSet ?? null, organizationId: ctx.organizationId },
      select: { id: true },
    });
    return row.id;
  },
  async update(ctx: RequestContext, id: string, input: UpdateResourceInput<"instruction">) {
    const { schemaType: _, instructionSet, ...fields } = input;
    await assertSetInOrganization(ctx.organizationId, instructionSet);
    await db.instruction.update({
      where: { id },
      data: { ...fields, ...(instructionSet !== undefined ? { instructionSetId: instructionSet } : {}) },
    });
  },
  /** A copy in the same set, named "<name> (copy)". */
  async clone(_ctx, id) {
    const {
      id: _id,
      version,
      createdAt,
      updatedAt,
      triggers,
      ...source
    } = await db.instruction.findUniqueOrThrow({
      where: { id },
    });
    const row = await db.instruction.create({
      data: { ...source, triggers: triggers ?? [], name: copyName(source.name) },
      select: { id: true },
    });
    return row.id;
  },
};
