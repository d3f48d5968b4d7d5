/** The resource modules by `schemaType`, and finding a record by id across them. */
import { RESOURCE_TYPES, type ResourceType } from "@/lib/contracts/resources/schemas";
import { AppError, notFound } from "@/lib/errors";
import type { RequestContext } from "@/server/http/context";
import { coachPromptTemplateModule } from "@/server/instructions/coach-prompt-templates";
import { instructionKeyModule } from "@/server/instructions/instruction-keys";
import { instructionSetModule } from "@/server/instructions/instruction-sets";
import { instructionModule } from "@/server/instructions/instructions";
import type { ResourceModule, WriteAction } from "@/server/resource-module/module";
import { chatUsageModule } from "@/server/usage/chat-usage";

export const RESOURCE_MODULES: Record<ResourceType, ResourceModule> = {
  "instruction-set": instructionSetModule,
  instruction: instructionModule,
  "coach-prompt-template": coachPromptTemplateModule,
  "instruction-key": instructionKeyModule,
  "chat-usage": chatUsageModule,
};

/**
 * The module holding record `id` among those the caller may see. Ids are unique across tables (object_id()),
 * so at most one table matches. When the request names the type only that table is searched and the answer is
 * '<Type> not found'; otherwise it is 'Resource not found' — the same for unknown ids and other organisations'
 * records, so the type of a foreign record does not leak.
 */
export async function locate(ctx: RequestContext, id: string, type?: ResourceType): Promise<ResourceModule> {
  const candidates = type ? [RESOURCE_MODULES[type]] : RESOURCE_TYPES.map((t) => RESOURCE_MODULES[t]);
  const hits = await Promise.all(candidates.map((m) => m.exists({ AND: [{ id }, m.scope(ctx)] })));
  const found = candidates.find((_, i) => hits[i]);
  if (!found) throw notFound(type ? RESOURCE_MODULES[type].label : "Resource");
  return found;
}

/** Refuses a write the caller's role may not make on this type (FORBIDDEN). */
export function assertMayWrite(ctx: RequestContext, module: ResourceModule, action: WriteAction): void {
  if (!module.mayWrite(ctx, action)) throw new AppError("FORBIDDEN");
}
