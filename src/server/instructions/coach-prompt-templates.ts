/** schemaType "coach-prompt-template" → table CoachPromptTemplate. */

import { pick } from "es-toolkit";
import type { CoachPromptTemplate } from "@/generated/prisma/client";
import type { Sendable } from "@/lib/api/define";
import type {
  CoachPromptTemplateDoc,
  CreateCoachPromptTemplateInput,
  UpdateResourceInput,
} from "@/lib/contracts/resources/schemas";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { documentBase } from "@/server/http/document";
import { FIELD, type ListSpec, NEWEST_FIRST, TIMESTAMP_FIELDS } from "@/server/list/list-spec";
import { copyName, type ResourceModule } from "@/server/resource-module/module";
import { staffConfiguration, tableAccess } from "@/server/resource-module/table-access";

function templateDocument(row: CoachPromptTemplate): Sendable<CoachPromptTemplateDoc> {
  return {
    ...documentBase(row),
    ...pick(row, ["title", "content", "description"]),
    organization: row.organizationId,
    schemaType: "coach-prompt-template",
  };
}

/** One template's document. */
export async function templateDetail(id: string): Promise<Sendable<CoachPromptTemplateDoc>> {
  return templateDocument(await db.coachPromptTemplate.findUniqueOrThrow({ where: { id } }));
}

const listSpec: ListSpec = {
  defaultSort: NEWEST_FIRST,
  fields: {
    title: FIELD.sortedText,
    content: FIELD.searchedText,
    description: FIELD.searchedText,
    ...TIMESTAMP_FIELDS,
  },
};

export const coachPromptTemplateModule: ResourceModule = {
  ...staffConfiguration("coach-prompt-template", listSpec),
  ...tableAccess(db.coachPromptTemplate, templateDocument),
  async create(ctx: RequestContext, input: CreateCoachPromptTemplateInput) {
    const { schemaType: _, ...fields } = input;
    const row = await db.coachPromptTemplate.create({
      data: { ...fields, organizationId: ctx.organizationId },
      select: { id: true },
    });
    return row.id;
  },
  async update(_ctx: RequestContext, id: string, input: UpdateResourceInput<"coach-prompt-template">) {
    const { schemaType: _, ...fields } = input;
    await db.coachPromptTemplate.update({ where: { id }, data: fields });
  },
  /** A copy titled "<title> (copy)". */
  async clone(_ctx, id) {
    const source = await db.coachPromptTemplate.findUniqueOrThrow({ where: { id } });
    const row = await db.coachPromptTemplate.create({
      data: {
        title: copyName(source.title),
        content: source.content,
        description: source.description,
        organizationId: source.organizationId,
      },
      select: { id: true },
    });
    return row.id;
  },
};
