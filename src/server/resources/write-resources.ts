/**
 * POST /resources, POST /resources/coach-prompt-templates, PUT /resources/{id}, DELETE /resources/{id},
 * POST /resources/clone/{id}. The endpoint table lets every authenticated user call them; which role may write
 * which type is each module's `mayWrite` (instruction sets, instructions, templates and keys: admins and
 * coaches; chat usage: anyone creates their own, admins correct and delete). For an id, the record is looked up
 * first, so a record the caller cannot see is '{Type} not found' whatever their role.
 */
import type { z } from "zod";
import type {
  CreateResourceInput,
  coachPromptTemplateBodySchema,
  ResourceType,
} from "@/lib/contracts/resources/schemas";
import { AppError } from "@/lib/errors";
import { type AuditAction, recordAuditBy } from "@/server/audit/record-audit";
import type { RequestContext } from "@/server/http/context";
import { zodToAppError } from "@/server/http/respond";
import { templateDetail } from "@/server/instructions/coach-prompt-templates";
import type { ResourceModule } from "@/server/resource-module/module";
import { assertMayWrite, locate, RESOURCE_MODULES } from "./registry";

/** Changes to the AI configuration are audited; chat usage records are bookkeeping, not configuration. */
function audited(ctx: RequestContext, module: ResourceModule, action: AuditAction, id: string) {
  if (module.type === "chat-usage") return Promise.resolve();
  return recordAuditBy(ctx, action, { target: { type: module.type, id } });
}

export async function createResource(ctx: RequestContext, input: CreateResourceInput) {
  const module = RESOURCE_MODULES[input.schemaType];
  assertMayWrite(ctx, module, "create");
  const id = await module.create(ctx, input as never);
  await audited(ctx, module, "configuration-created", id);
  return module.detail(id);
}

/** POST /resources/coach-prompt-templates: POST /resources with the type fixed; answers the template. */
export async function createCoachPromptTemplate(
  ctx: RequestContext,
  input: z.output<typeof coachPromptTemplateBodySchema>,
) {
  const module = RESOURCE_MODULES["coach-prompt-template"];
  assertMayWrite(ctx, module, "create");
  const id = await module.create(ctx, { ...input, schemaType: "coach-prompt-template" } as never);
  await audited(ctx, module, "configuration-created", id);
  return templateDetail(id);
}

export async function updateResource(
  ctx: RequestContext,
  id: string,
  body: { schemaType?: ResourceType } & Record<string, unknown>,
) {
  const module = await locate(ctx, id, body.schemaType);
  assertMayWrite(ctx, module, "update");
  const parsed = module.updateSchema.safeParse(body);
  if (!parsed.success) throw zodToAppError(parsed.error);
  await module.update(ctx, id, parsed.data as never);
  await audited(ctx, module, "configuration-changed", id);
  return module.detail(id);
}

/** Answers the deleted document (an instruction set with the instructions deleted along with it). */
export async function deleteResource(ctx: RequestContext, id: string) {
  const module = await locate(ctx, id);
  assertMayWrite(ctx, module, "delete");
  const doc = await module.detail(id);
  await module.remove(id);
  await audited(ctx, module, "configuration-deleted", id);
  return doc;
}

export async function cloneResource(ctx: RequestContext, id: string) {
  const module = await locate(ctx, id);
  assertMayWrite(ctx, module, "clone");
  if (!module.clone) throw new AppError("BAD_REQUEST", { message: `${module.label} cannot be cloned` });
  const copy = await module.clone(ctx, id);
  await audited(ctx, module, "configuration-created", copy);
  return module.detail(copy);
}
