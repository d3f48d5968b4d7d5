/**
 * The rules a chat's config must follow, on create and update alike: the model settings (model, temperature,
 * maxTokens) are for coaches and admins, and for athletes only when their organisation's chatConfig allows it;
 * the mode must be one the chat's agent allows.
 */
import { type ChatConfigInput, MODEL_CONFIG_FIELDS } from "@/lib/contracts/chats/schemas";
import { AppError } from "@/lib/errors";
import { usersCanConfigureChat } from "@/server/ai/completion-params";
import type { RequestContext } from "@/server/http/context";
import { organizationChatConfig } from "@/server/organizations/organization-chat-config";

export async function assertMayConfigure(ctx: RequestContext, config: ChatConfigInput | undefined) {
  if (!config || ctx.user.role !== "user" || ctx.user.isAdminMaster) return;
  if (!MODEL_CONFIG_FIELDS.some((key) => config[key] !== undefined)) return;
  const org = await organizationChatConfig(ctx.organizationId);
  if (!usersCanConfigureChat(org?.chatConfig)) throw new AppError("FORBIDDEN");
}

export function assertAllowedMode(mode: string, allowedModes: readonly string[]) {
  if (allowedModes.includes(mode)) return;
  throw new AppError("VALIDATION_ERROR", {
    fields: [{ path: "config.mode", message: `Must be one of ${allowedModes.join(", ")}` }],
  });
}

/** The config columns to write: only the keys that were sent (null clears a setting). */
export function configWrites(config: ChatConfigInput | undefined) {
  const out: Record<string, unknown> = {};
  if (!config) return out;
  for (const [key, value] of Object.entries(config)) if (value !== undefined) out[key] = value;
  return out;
}
