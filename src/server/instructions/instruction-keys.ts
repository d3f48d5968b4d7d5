/**
 * schemaType "instruction-key" → table InstructionKey: the organisation's registry of instruction keys
 * (instructions sharing a key replace each other, the highest keyPower winning). A key is unique within its
 * organisation ('Key already exists'); keys are identifiers, so they are not cloned.
 */
import type { InstructionKey } from "@/generated/prisma/client";
import type { Sendable } from "@/lib/api/define";
import { alreadyExists } from "@/lib/contracts/common";
import {
  type CreateInstructionKeyInput,
  type InstructionKeyDoc,
  RESOURCE_LABELS,
  type UpdateResourceInput,
  updateResourceSchemas,
} from "@/lib/contracts/resources/schemas";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { documentBase } from "@/server/http/document";
import { type ListSpec, TIMESTAMP_FIELDS } from "@/server/list/list-spec";
import { fieldError } from "@/server/resource-module/checks";
import {
  isStaff,
  type ResourceModule,
  staffConfigurationScope,
  type Where,
} from "@/server/resource-module/module";

function keyDocument(row: InstructionKey): Sendable<InstructionKeyDoc> {
  return {
    ...documentBase(row),
    key: row.key,
    name: row.name,
    description: row.description,
    organization: row.organizationId,
    schemaType: "instruction-key",
  };
}

const listSpec: ListSpec = {
  defaultSort: { field: "createdAt", order: "desc" },
  fields: {
    key: { type: "string", sortable: true, searchable: true },
    name: { type: "string", sortable: true, searchable: true },
    description: { type: "string", searchable: true },
    ...TIMESTAMP_FIELDS,
  },
};

async function assertKeyFree(organizationId: string, key: string | undefined, exceptId?: string) {
  if (key === undefined) return;
  const taken = await db.instructionKey.count({
    where: { organizationId, key, ...(exceptId ? { id: { not: exceptId } } : {}) },
  });
  if (taken) throw fieldError("key", alreadyExists("Key"));
}

export const instructionKeyModule: ResourceModule = {
  type: "instruction-key",
  label: RESOURCE_LABELS["instruction-key"],
  listSpec,
  scope: staffConfigurationScope,
  mayWrite: (ctx) => isStaff(ctx),
  updateSchema: updateResourceSchemas["instruction-key"],
  async exists(where: Where) {
    return (await db.instructionKey.count({ where })) > 0;
  },
  async detail(id) {
    return keyDocument(await db.instructionKey.findUniqueOrThrow({ where: { id } }));
  },
  async findMany(args) {
    return (await db.instructionKey.findMany(args)).map(keyDocument);
  },
  count: (where) => db.instructionKey.count({ where }),
  async create(ctx: RequestContext, input: CreateInstructionKeyInput) {
    const { schemaType: _, ...fields } = input;
    await assertKeyFree(ctx.organizationId, fields.key);
    const row = await db.instructionKey.create({
      data: { ...fields, organizationId: ctx.organizationId },
      select: { id: true },
    });
    return row.id;
  },
  async update(ctx: RequestContext, id: string, input: UpdateResourceInput<"instruction-key">) {
    const { schemaType: _, ...fields } = input;
    await assertKeyFree(ctx.organizationId, fields.key, id);
    await db.instructionKey.update({ where: { id }, data: fields });
  },
  async remove(id) {
    await db.instructionKey.delete({ where: { id } });
  },
};
