/**
 * Asks the identity provider to send the password-reset e-mail. Public (the person is signed out). It answers
 * success for unknown addresses too, as the provider does, so it cannot be used to probe which accounts exist.
 */
import { passwordResetSchema } from "@/lib/contracts/auth";
import { ACCOUNT_MESSAGES, AppError } from "@/lib/errors";
import { sendPasswordResetEmail } from "@/server/auth/identity-toolkit";
import { errorResponse, zodToAppError } from "@/server/http/respond";
import { describeError, log } from "@/server/log";

export async function POST(req: Request): Promise<Response> {
  try {
    const parsed = passwordResetSchema.safeParse(await req.json().catch(() => ({})));
    if (!parsed.success) throw zodToAppError(parsed.error);
    try {
      await sendPasswordResetEmail(parsed.data.email);
    } catch (error) {
      if (!(error as { providerCode?: string }).providerCode?.startsWith("EMAIL_NOT_FOUND")) {
        log.error(ACCOUNT_MESSAGES.passwordResetFailed, describeError(error));
        throw new AppError("BAD_REQUEST", { message: ACCOUNT_MESSAGES.passwordResetFailed, status: 502 });
      }
    }
    return Response.json({ message: ACCOUNT_MESSAGES.passwordResetSent });
  } catch (error) {
    return errorResponse(error, "POST /auth/password-reset");
  }
}
