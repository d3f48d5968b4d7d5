import { chooseLocale } from "@/i18n/locales";
import { AppError } from "@/lib/errors";
import { recordAuditBy } from "@/server/audit/record-audit";
import type { RequestContext } from "@/server/http/context";
import { deletableUser } from "./delete-user";
import { sendInvitation } from "./send-invitation";

/**
 * POST /users/invite/{id} (admins): sends the invitation e-mail again to a person of the organisation who has never
 * signed in. An account gets at most one such e-mail every 5 minutes (the password-reset throttle: the two are the
 * same e-mail, passed in by the route as `mayMail`), so a double click or an impatient admin cannot flood a mailbox.
 */
export async function resendInvitation(
  ctx: RequestContext,
  id: string,
  mayMail: (email: string) => Promise<boolean>,
) {
  const target = await deletableUser(ctx, id);
  if (target.lastLoginAt) {
    throw new AppError("BAD_REQUEST", {
      message: "They have signed in already: they can reset their password",
    });
  }
  if (!(await mayMail(target.email))) {
    throw new AppError("BAD_REQUEST", {
      message: "An e-mail went to them less than 5 minutes ago: try again later",
      status: 429,
    });
  }
  if (!(await sendInvitation(target.email, chooseLocale({ preference: ctx.user.preferredLanguage })))) {
    throw new AppError("BAD_REQUEST", { message: "The invitation e-mail could not be sent", status: 502 });
  }
  await recordAuditBy(ctx, "invitation-sent", { targetUserId: target.id });
  return { sent: true as const, email: target.email };
}
