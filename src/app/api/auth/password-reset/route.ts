/**
 * Asks the identity provider to send the password-reset e-mail. Public (the person is signed out). It answers
 * success for unknown addresses too, as the provider does, so it cannot be used to probe which accounts exist.
 * Too many requests for one e-mail or from one address answer 429 with when to try again, whoever the e-mail
 * belongs to.
 */
import { tooManyPasswordResetsMessage } from "@/lib/auth-messages";
import { passwordResetSchema } from "@/lib/contracts/auth/schemas";
import { ACCOUNT_MESSAGES, AppError } from "@/lib/errors";
import { clientAddress } from "@/server/auth/client-address";
import { requestPasswordReset } from "@/server/auth/password-reset";
import { callerLocale } from "@/server/http/caller-locale";
import { readJson } from "@/server/http/endpoint";
import { errorResponse, zodToAppError } from "@/server/http/respond";

export async function POST(req: Request): Promise<Response> {
  try {
    const parsed = passwordResetSchema.safeParse(await readJson(req));
    if (!parsed.success) throw zodToAppError(parsed.error);
    const result = await requestPasswordReset(
      parsed.data.email,
      clientAddress(req.headers),
      callerLocale(req),
    );
    if (!result.ok) {
      const message = tooManyPasswordResetsMessage(result.retryAfterMs);
      const res = errorResponse(
        new AppError("BAD_REQUEST", { message, status: 429 }),
        "POST /auth/password-reset",
        req,
      );
      res.headers.set("retry-after", String(Math.ceil(result.retryAfterMs / 1000)));
      return res;
    }
    return Response.json({ message: ACCOUNT_MESSAGES.passwordResetSent });
  } catch (error) {
    return errorResponse(error, "POST /auth/password-reset", req);
  }
}
