/**
 * Where a browser may be sent after signing in (Auth.js's `callbackUrl`): a path of this site, else /dashboard.
 *
 * Auth.js answers a callbackUrl query parameter that is not an http(s) URL (`javascript:…`, `%zz`, an unparsable
 * `http://localhost:3000.evil.example/`) with its "Configuration" error page, status 500, before any callback of
 * ours runs, and its default `redirect` callback throws on a posted callbackUrl that does not parse. Both are
 * replaced here: the route handler replaces what Auth.js would refuse, and the `redirect` callback keeps only
 * same-origin paths.
 */
export const DEFAULT_CALLBACK_PATH = "/dashboard";

/**
 * A same-origin path ("/dashboard/chats?tab=1"), taken from a path or an absolute URL of `origin`; anything else
 * (another site, another scheme, a protocol-relative `//host`, garbage) is /dashboard.
 */
export function safeCallbackPath(raw: unknown, origin: string): string {
  if (typeof raw !== "string" || raw === "") return DEFAULT_CALLBACK_PATH;
  // A bare word or "%zz" would resolve relative to the current page: not a place anyone meant.
  if (!raw.startsWith("/") && !/^https?:\/\//i.test(raw)) return DEFAULT_CALLBACK_PATH;
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(raw, base);
  } catch {
    return DEFAULT_CALLBACK_PATH;
  }
  if (url.origin !== base.origin) return DEFAULT_CALLBACK_PATH;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil.example" parses to the path "//evil.example", which a browser reads as another host.
  return path.startsWith("//") ? DEFAULT_CALLBACK_PATH : path;
}

/**
 * `url` with a callbackUrl query parameter that Auth.js would refuse (not a path, not an http(s) URL) replaced by
 * /dashboard; null when there is nothing to replace. Anything Auth.js accepts is left to the `redirect` callback,
 * which knows the origin the browser used, also behind a proxy.
 */
export function withSafeCallbackUrl(url: URL): URL | null {
  const raw = url.searchParams.get("callbackUrl");
  if (raw === null || raw.startsWith("/") || isHttpUrl(raw)) return null;
  const next = new URL(url);
  next.searchParams.set("callbackUrl", DEFAULT_CALLBACK_PATH);
  return next;
}

function isHttpUrl(raw: string): boolean {
  try {
    return /^https?:$/.test(new URL(raw).protocol);
  } catch {
    return false;
  }
}

/** The origin the browser used, from the headers Next.js (or the proxy in front) sets on every request. */
export function requestOrigin(headers: Headers): string {
  const host = headers.get("x-forwarded-host")?.split(",")[0]?.trim() || headers.get("host") || "localhost";
  const proto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim() || "http";
  return `${proto}://${host}`;
}
