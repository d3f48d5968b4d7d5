/** schemaType "coach-prompt-template" → table CoachPromptTemplate. */
import type { CoachPromptTemplate } from "@/generated/prisma/client";
import type { Sendable } from "@/lib/api/define";
import {
  type CoachPromptTemplateDoc,
  type CreateCoachPromptTemplateInput,
  RESOURCE_LABELS,
  type UpdateResourceInput,
  updateResourceSchemas,
} from "@/lib/contracts/resources/schemas";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { documentBase } from "@/server/http/document";
import { type ListSpec, TIMESTAMP_FIELDS } from "@/server/list/list-spec";
import {
  copyName,
  isStaff,
  type ResourceModule,
  staffConfigurationScope,
  type Where,
} from "@/server/resource-module/module";

function templateDocument(row: CoachPromptTemplate): Sendable<CoachPromptTemplateDoc> {
  return {
    ...documentBase(row),
    title: row.title,
    content: row.content,
    description: row.description,
    organization: row.organizationId,
    schemaType: "coach-prompt-template",
  };
}

/** One template's document. */
export async function templateDetail(id: string): Promise<Sendable<CoachPromptTemplateDoc>> {
  return templateDocument(await db.coachPromptTemplate.findUniqueOrThrow({ where: { id } }));
}

const listSpec: ListSpec = {
  defaultSort: { field: "createdAt", order: "desc" },
  fields: {
    title: { type: "string", sortable: true, searchable: true },
    content: { type: "string", searchable: true },
    description: { type: "string", searchable: true },
    ...TIMESTAMP_FIELDS,
  },
};

export const coachPromptTemplateModule: ResourceModule = {
  type: "coach-prompt-template",
  label: RESOURCE_LABELS["coach-prompt-template"],
  listSpec,
  scope: staffConfigurationScope,
  mayWrite: (ctx) => isStaff(ctx),
  updateSchema: updateResourceSchemas["coach-prompt-template"],
  async exists(where: Where) {
    return (await db.coachPromptTemplate.count({ where })) > 0;
  },
  detail: templateDetail,
  async findMany(args) {
    return (await db.coachPromptTemplate.findMany(args)).map(templateDocument);
  },
  count: (where) => db.coachPromptTemplate.count({ where }),
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
  async remove(id) {
    await db.coachPromptTemplate.delete({ where: { id } });
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
