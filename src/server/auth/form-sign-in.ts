/**
 * Sign-in from the sign-in form (POST /sign-in/submit), posted by the browser itself before the page's scripts
 * have run or without them, and by the form's script otherwise. Through Auth.js's server-side signIn into the same
 * Credentials provider as /api/auth/callback/credentials, so the same throttle and §4 checks apply
 * (src/server/auth/auth-config.ts); Auth.js's CSRF token is not needed, the endpoint checks the Origin instead.
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
