/**
 * Calls a route handler in-process with a real Request, the way Next.js does, and returns status and JSON.
 * Credentials are a provider ID token (Bearer) or an Auth.js session cookie minted with the app's secret.
 */
import { encode } from "next-auth/jwt";
import { openSession } from "@/server/sessions/session-store";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface CallOptions {
  method?: string;
  path?: string;
  body?: unknown;
  rawBody?: string;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
}

/** Response bodies are read as loosely as a client would; each test asserts the fields it cares about. */
// biome-ignore lint/suspicious/noExplicitAny: JSON from the wire has no static type.
type Json = any;

export interface CallResult<T = Json> {
  status: number;
  body: T;
  headers?: Headers;
  /** The body as bytes, for a file whose text would garble them (a PDF). */
  bytes?: Uint8Array;
}

export async function call<T = Json>(handler: Handler, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  if (options.cookie) headers.set("cookie", options.cookie);
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  if (hasBody) headers.set("content-type", "application/json");
  const req = new Request(`http://localhost${options.path ?? "/api/test"}`, {
    method: options.method ?? (hasBody ? "POST" : "GET"),
    headers,
    body: options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
  });
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  // A file's bytes (a download, an export) come back as text; everything else is JSON.
  const json = (res.headers.get("content-type") ?? "").includes("json") || !res.headers.has("content-type");
  const result: CallResult<T> = { status: res.status, body: text ? (json ? JSON.parse(text) : text) : null };
  // Not enumerable: a test comparing the whole result ({ status, body }) is not concerned with them.
  Object.defineProperties(result, {
    headers: { value: res.headers, enumerable: false },
    bytes: { value: bytes, enumerable: false },
  });
  return result;
}

export const SESSION_COOKIE = "authjs.session-token";

/**
 * A session cookie as the sign-in issues it: for a `sub` without a `sid`, a server-side session is opened first
 * (pass `sid` to name one, e.g. one that does not exist).
 */
export async function sessionCookie(claims: Record<string, unknown>, maxAge = 3600): Promise<string> {
  const sid =
    "sid" in claims || typeof claims.sub !== "string"
      ? claims.sid
      : await openSession(claims.sub, { userAgent: "test", clientAddress: null }, Math.max(maxAge, 1));
  const value = await encode({
    token: { ...claims, sid },
    secret: process.env.AUTH_SECRET as string,
    salt: SESSION_COOKIE,
    maxAge,
  });
  return `${SESSION_COOKIE}=${value}`;
}

/** An unsigned provider token with a past expiry: the Auth Emulator checks expiry but not signatures. */
export function expiredIdToken(uid: string): string {
  const projectId = process.env.FIREBASE_PROJECT_ID ?? "demo-coach";
  const now = Math.floor(Date.now() / 1000);
  const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString("base64url");
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now - 7200,
    user_id: uid,
    sub: uid,
    iat: now - 7200,
    exp: now - 3600,
    firebase: { identities: {}, sign_in_provider: "password" },
  };
  return `${b64({ alg: "none", typ: "JWT" })}.${b64(payload)}.`;
}
