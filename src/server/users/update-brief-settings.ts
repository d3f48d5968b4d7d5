/**
 * PUT /users/brief-settings: the caller's own say over the AI: which brief sources stay out of every turn, and
 * whether the AI may learn from their chats and journals. Only the fields sent change; the profile row is created
 * on first save, as PUT /users/details does.
 */
import { BRIEF_SOURCES, type BriefSettingsInput } from "@/lib/contracts/brief/schemas";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";

export async function updateBriefSettings(ctx: RequestContext, input: BriefSettingsInput) {
  const data = {
    ...(input.sourcesOff ? { briefSourcesOff: input.sourcesOff } : {}),
    ...(input.learningPaused !== undefined ? { learningPaused: input.learningPaused } : {}),
  };
  const row = await db.userDetails.upsert({
    where: { userId: ctx.user._id },
    create: { ...data, userId: ctx.user._id },
    update: data,
    select: { briefSourcesOff: true, learningPaused: true },
  });
  return {
    sourcesOff: BRIEF_SOURCES.filter((s) => row.briefSourcesOff.includes(s)),
    learningPaused: row.learningPaused,
  };
}
