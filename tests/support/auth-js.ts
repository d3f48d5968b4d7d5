/**
 * The app's Auth.js handler, built the way src/app/api/auth/[...nextauth]/route.ts builds it (the same
 * configuration, NextAuth()'s defaults, the same callbackUrl guard), and driven the way the browser's next-auth
 * client drives it: a CSRF token and its cookie first, then the Credentials form post with
 * `X-Auth-Return-Redirect`, which makes Auth.js answer `{ url }` instead of a redirect.
 * next-auth's own entry point imports `next/server`, which only Next.js resolves, so this goes through
 * @auth/core's Auth(), which NextAuth() wraps.
 */
import { Auth, setEnvDefaults } from "@auth/core";
import { authConfig } from "@/server/auth/auth-config";
import { withSafeCallbackUrl } from "@/server/auth/callback-url";
import type { Throttle } from "@/server/auth/throttle";

export const ORIGIN = "http://localhost:3000";

export type AuthHandler = (req: Request) => Promise<Response>;

export function authHandler(options: { throttle?: Throttle } = {}): AuthHandler {
  const config = { ...authConfig(options), basePath: "/api/auth" };
  setEnvDefaults(process.env, config, true);
  return (req) => {
    const url = withSafeCallbackUrl(new URL(req.url));
    return Auth(url ? new Request(url, req) : req, config);
  };
}

function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export function authGet(handler: AuthHandler, path: string, headers: Record<string, string> = {}) {
  return handler(new Request(`${ORIGIN}/api/auth${path}`, { headers }));
}

export interface CredentialsForm {
  csrfToken: string;
  cookie: string;
}

/** One CSRF token and cookie pair; both stay valid for many sign-in posts. */
export async function credentialsForm(handler: AuthHandler): Promise<CredentialsForm> {
  const res = await authGet(handler, "/csrf");
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  return { csrfToken, cookie: cookiesOf(res) };
}

export interface SignInAnswer {
  /** Where Auth.js sends the browser. */
  url: URL;
  /** `error` and `code` of a refused sign-in (what the sign-in form reads); null when signed in. */
  error: string | null;
  code: string | null;
  signedIn: boolean;
}

export async function postCredentials(
  handler: AuthHandler,
  form: CredentialsForm,
  fields: { email: string; password: string; callbackUrl?: string },
  headers: Record<string, string> = {},
): Promise<SignInAnswer> {
  const body = new URLSearchParams({
    csrfToken: form.csrfToken,
    callbackUrl: `${ORIGIN}/sign-in`,
    ...fields,
  });
  const res = await handler(
    new Request(`${ORIGIN}/api/auth/callback/credentials`, {
      method: "POST",
      headers: {
        cookie: form.cookie,
        "content-type": "application/x-www-form-urlencoded",
        "x-auth-return-redirect": "1",
        ...headers,
      },
      body: body.toString(),
    }),
  );
  if (res.status !== 200) throw new Error(`sign-in post answered ${res.status}: ${await res.text()}`);
  const url = new URL(((await res.json()) as { url: string }).url);
  return {
    url,
    error: url.searchParams.get("error"),
    code: url.searchParams.get("code"),
    signedIn: res.headers.getSetCookie().some((c) => c.startsWith("authjs.session-token=")),
  };
}
