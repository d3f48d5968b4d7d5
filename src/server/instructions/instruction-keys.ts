/**
 * schemaType "instruction-key" → table InstructionKey: the organisation's registry of instruction keys
 * (instructions sharing a key replace each other, the highest keyPower winning). A key is unique within its
 * organisation ('Key already exists'); keys are identifiers, so they are not cloned.
 */

import { pick } from "es-toolkit";
import type { InstructionKey } from "@/generated/prisma/client";
import type { Sendable } from "@/lib/api/define";
import { alreadyExists } from "@/lib/contracts/common";
import type {
  CreateInstructionKeyInput,
  InstructionKeyDoc,
  UpdateResourceInput,
} from "@/lib/contracts/resources/schemas";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { documentBase } from "@/server/http/document";
import { FIELD, type ListSpec, NEWEST_FIRST, TIMESTAMP_FIELDS } from "@/server/list/list-spec";
import { fieldError } from "@/server/resource-module/checks";
import type { ResourceModule } from "@/server/resource-module/module";
import { staffConfiguration, tableAccess } from "@/server/resource-module/table-access";

function keyDocument(row: InstructionKey): Sendable<InstructionKeyDoc> {
  return {
    ...documentBase(row),
    ...pick(row, ["key", "name", "description"]),
    organization: row.organizationId,
    schemaType: "instruction-key",
  };
}

const listSpec: ListSpec = {
  defaultSort: NEWEST_FIRST,
  fields: {
    key: FIELD.sortedText,
    name: FIELD.sortedText,
    description: FIELD.searchedText,
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
  ...staffConfiguration("instruction-key", listSpec),
  ...tableAccess(db.instructionKey, keyDocument),
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
};
