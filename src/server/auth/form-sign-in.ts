/**
 * The sign-in form's own endpoint (POST /sign-in/submit): what a browser posts before the page's scripts have run,
 * or with scripts off. The form's script posts to Auth.js directly instead (next-auth's client signIn, which also
 * updates the client's session state); both end in the same Credentials provider, so the same throttle and the
 * same §4 checks apply (src/server/auth/auth-config.ts).
 */
import { AuthError } from "next-auth";
import { z } from "zod";
import { signIn } from "@/auth";
import { safeCallbackPath } from "./callback-url";

/** Read as text and checked by the provider's authorize(); this only shapes what a form can send. */
export const formSignInSchema = z.object({
  email: z.string().trim().min(1).max(1024),
  password: z.string().min(1).max(1024),
  callbackUrl: z.string().max(4096).optional(),
});

export type FormSignInOutcome = { ok: true; path: string } | { ok: false; code: string };

/** Signs in at Auth.js from the server (its cookies go on this response); the code is the provider's refusal. */
export async function signInFromForm(
  input: z.infer<typeof formSignInSchema>,
  origin: string,
): Promise<FormSignInOutcome> {
  const redirectTo = safeCallbackPath(input.callbackUrl, origin);
  try {
    const url = await signIn("credentials", {
      email: input.email,
      password: input.password,
      redirectTo,
      redirect: false,
    });
    return { ok: true, path: safeCallbackPath(url, origin) };
  } catch (error) {
    // Matched on Auth.js's `type`, as in auth-config.ts: class names do not survive a production build.
    if (error instanceof AuthError && error.type === "CredentialsSignin") {
      return { ok: false, code: (error as AuthError & { code?: string }).code ?? "invalid" };
    }
    throw error;
  }
}

/** Keeps a refused attempt's e-mail for the sign-in page (see src/app/sign-in/submit/route.ts). */
export const SIGN_IN_EMAIL_COOKIE = "sign-in-email";
