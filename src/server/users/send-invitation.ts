import type { Locale } from "@/i18n/locales";
import { sendPasswordResetEmail } from "@/server/identity/identity-toolkit";
import { describeError, log } from "@/server/log";
import { preferredLocaleByEmail } from "./preferred-language";

/**
 * Asks the identity provider to e-mail the person the link that sets their password: an invitation is the
 * provider's password e-mail, sent by an admin. Answers whether it went; a failure is logged, never thrown, so
 * that creating the account does not fail with it (the admin can send it again from the person's page). It is
 * written in the person's language, or the inviting admin's until the person has chosen one.
 */
export async function sendInvitation(email: string, inviterLocale: Locale): Promise<boolean> {
  try {
    await sendPasswordResetEmail(email, (await preferredLocaleByEmail(email)) ?? inviterLocale);
    return true;
  } catch (error) {
    log.error("could not send an invitation e-mail", describeError(error));
    return false;
  }
}
