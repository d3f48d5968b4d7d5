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
  /** The session cookie Auth.js set (`name=value`), or null. */
  sessionCookie: string | null;
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
  const session = res.headers.getSetCookie().find((c) => c.startsWith("authjs.session-token="));
  return {
    url,
    error: url.searchParams.get("error"),
    code: url.searchParams.get("code"),
    signedIn: session !== undefined,
    sessionCookie: session ? session.split(";")[0] : null,
  };
}

/** Signs in through Auth.js the way the browser does; answers the session cookie. */
export async function signInCookie(handler: AuthHandler, email: string, password: string): Promise<string> {
  const answer = await postCredentials(handler, await credentialsForm(handler), { email, password });
  if (!answer.sessionCookie) throw new Error(`sign-in refused: ${answer.code ?? answer.error}`);
  return answer.sessionCookie;
}

/** What the browser's SessionProvider does on load and focus: reads the session, and gets a renewed cookie. */
export async function readSession(handler: AuthHandler, cookie: string) {
  const res = await authGet(handler, "/session", { cookie });
  const renewed = res.headers.getSetCookie().find((c) => c.startsWith("authjs.session-token="));
  return {
    body: (await res.json()) as Record<string, unknown> | null,
    renewed: renewed?.split(";")[0] ?? null,
  };
}

/** The sign-out button: next-auth's client posts the CSRF token with the session cookie. */
export async function signOutWith(handler: AuthHandler, sessionCookie: string): Promise<void> {
  const form = await credentialsForm(handler);
  const res = await handler(
    new Request(`${ORIGIN}/api/auth/signout`, {
      method: "POST",
      headers: {
        cookie: `${form.cookie}; ${sessionCookie}`,
        "content-type": "application/x-www-form-urlencoded",
        "x-auth-return-redirect": "1",
      },
      body: new URLSearchParams({ csrfToken: form.csrfToken, callbackUrl: `${ORIGIN}/sign-in` }).toString(),
    }),
  );
  if (res.status !== 200) throw new Error(`sign-out answered ${res.status}`);
}
