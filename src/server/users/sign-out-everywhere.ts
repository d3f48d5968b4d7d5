import { recordAuditBy } from "@/server/audit/record-audit";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { endSessionsOf } from "@/server/sessions/session-store";
import { revokeProviderSessions } from "./provider-account";

/**
 * POST /users/me/sign-out-everywhere: ends every web session of the caller (this browser's too; the page signs
 * out next) and the provider's refresh tokens, so no device stays signed in. A provider ID token already issued
 * to an API client stays valid until it expires (an hour at most): checking each one against the provider's
 * revocation list would cost a provider call per request.
 */
export async function signOutEverywhere(ctx: RequestContext): Promise<{ ended: number }> {
  const ended = await endSessionsOf(ctx.user._id, "sign-out-everywhere");
  const row = await db.user.findUnique({ where: { id: ctx.user._id }, select: { firebaseId: true } });
  if (row?.firebaseId) await revokeProviderSessions(row.firebaseId);
  await recordAuditBy(ctx, "sessions-ended", {
    targetUserId: ctx.user._id,
    details: { reason: "sign-out-everywhere", ended },
  });
  return { ended };
}
