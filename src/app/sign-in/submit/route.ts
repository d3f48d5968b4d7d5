/**
 * POST /sign-in/submit, the sign-in form's endpoint (src/server/auth/form-sign-in.ts). A plain form post (before
 * the page's scripts run, or without them) gets redirects: to the checked callbackUrl when signed in, else back to
 * /sign-in with the refusal's code (the page shows its text) and the e-mail kept for a minute in a cookie of the
 * sign-in page, so the form comes back filled in without the address appearing in a URL. The form's script asks
 * for JSON instead: `{ url }`, or the error envelope with the message to show (401, or 429 when throttled).
 */
import { cookies } from "next/headers";
import { signInErrorMessage } from "@/lib/auth-messages";
import { AppError } from "@/lib/errors";
import { requestOrigin, safeCallbackPath } from "@/server/auth/callback-url";
import { formSignInSchema, SIGN_IN_EMAIL_COOKIE, signInFromForm } from "@/server/auth/form-sign-in";
import { assertSameOrigin } from "@/server/http/authenticate";
import { errorResponse } from "@/server/http/respond";

const WHERE = "POST /sign-in/submit";

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location } });
}

export async function POST(req: Request): Promise<Response> {
  try {
    // Login CSRF: another site's form must not sign a visitor in to an account of the attacker's.
    assertSameOrigin(req);
    const origin = requestOrigin(req.headers);
    const form = await req.formData().catch(() => null);
    const fields: Record<string, string> = {};
    for (const [name, value] of form?.entries() ?? []) if (typeof value === "string") fields[name] ??= value;
    const parsed = formSignInSchema.safeParse(fields);
    const callbackPath = safeCallbackPath(fields.callbackUrl, origin);
    const outcome = parsed.success
      ? await signInFromForm(parsed.data, origin)
      : { ok: false as const, code: "invalid" };
    const wantsJson = (req.headers.get("accept") ?? "").includes("application/json");
    if (outcome.ok) return wantsJson ? Response.json({ url: outcome.path }) : seeOther(outcome.path);
    if (wantsJson) {
      const status = outcome.code.startsWith("throttled:") ? 429 : 401;
      const message = signInErrorMessage(outcome.code);
      return errorResponse(new AppError("SIGN_IN_INVALID", { message, status }), WHERE, req);
    }

    const back = new URLSearchParams({ error: "CredentialsSignin", code: outcome.code });
    if (fields.callbackUrl) back.set("callbackUrl", callbackPath);
    const email = (fields.email ?? "").trim().slice(0, 320);
    if (email) {
      (await cookies()).set(SIGN_IN_EMAIL_COOKIE, email, {
        path: "/sign-in",
        maxAge: 60,
        httpOnly: true,
        sameSite: "lax",
        secure: origin.startsWith("https:"),
      });
    }
    return seeOther(`/sign-in?${back}`);
  } catch (error) {
    return errorResponse(error, WHERE, req);
  }
}
