import { sendPasswordResetEmail } from "@/server/identity/identity-toolkit";
import { describeError, log } from "@/server/log";

/**
 * Asks the identity provider to e-mail the person the link that sets their password: an invitation is the
 * provider's password e-mail, sent by an admin. Answers whether it went; a failure is logged, never thrown, so
 * that creating the account does not fail with it (the admin can send it again from the person's page).
 */
export async function sendInvitation(email: string): Promise<boolean> {
  try {
    await sendPasswordResetEmail(email);
    return true;
  } catch (error) {
    log.error("could not send an invitation e-mail", describeError(error));
    return false;
  }
}
