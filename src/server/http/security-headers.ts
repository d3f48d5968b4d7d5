/**
 * The security headers of every response (issue 18, finding 5), as pure functions of their inputs so the policy
 * is unit-tested without a server. src/proxy.ts sends the page set with a fresh nonce per request; next.config.ts
 * sends the headers that never change (and the CSP of API routes and build assets, which the proxy does not see:
 * running it on API routes would make Next buffer request bodies and cut uploads off at 10 MB).
 * No imports: next.config.ts loads this file too.
 */

type Env = Readonly<Record<string, string | undefined>>;

/** Headers that are the same on every response. */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // Legacy twin of frame-ancestors 'none', for browsers and scanners that predate CSP level 2.
  "X-Frame-Options": "DENY",
  // Answers are never sniffed into another type (a user's upload served as script or HTML).
  "X-Content-Type-Options": "nosniff",
  // Other origins see only our origin, never paths carrying ids (/dashboard/chats/<id>).
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // The microphone is for voice chats on our own pages; nothing else is used, so nothing else is granted.
  // Only features Chromium knows: an unknown one is an error in every page's console.
  "Permissions-Policy": [
    "microphone=(self)",
    "camera=()",
    "geolocation=()",
    "payment=()",
    "usb=()",
    "serial=()",
    "hid=()",
    "midi=()",
    "display-capture=()",
    "accelerometer=()",
    "gyroscope=()",
    "magnetometer=()",
  ].join(", "),
};

/** Two years, the HSTS preload list's minimum; subdomains too, since the app sets cookies. */
export const HSTS = "max-age=63072000; includeSubDomains";

/**
 * API answers and build assets are never documents that load anything: nothing may run, load or frame them
 * (a file served inline from /api/files/download cannot run a script it carries).
 */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Whether the request reached us over https: the protocol the TLS-terminating proxy reports in x-forwarded-proto
 * (Next fills the header in from the socket when it is absent, so the URL's protocol says the same). No
 * AUTH_TRUST_HOST gate: a forged header can only add HSTS to a plain-http answer, which browsers must ignore
 * (RFC 6797 §8.1), and next.config.ts's rule for API routes, fixed at build time, could not read it anyway.
 */
export function isHttpsRequest(protocol: string, forwardedProto: string | null): boolean {
  const first = forwardedProto?.split(",")[0]?.trim().toLowerCase();
  return first ? first === "https" : protocol === "https:";
}

const originOf = (url: string): string | null => {
  try {
    const origin = new URL(url).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
};

/**
 * Where the browser posts its realtime (WebRTC) SDP offer: OPENAI_BASE_URL or OpenAI's API (openai-voice.ts's
 * apiBaseUrl), when the openai provider serves the app (the same choice as src/server/ai/index.ts's providerName).
 */
export function openaiOrigin(env: Env): string | null {
  const forced = env.AI_PROVIDER?.trim();
  const openai = forced === "openai" || (forced !== "offline" && Boolean(env.OPENAI_API_KEY?.trim()));
  if (!openai) return null;
  return originOf(env.OPENAI_BASE_URL?.trim() || "https://api.openai.com/v1");
}

/** The origin of the bucket's object URLs when files live on S3 (s3-storage.ts's objectUrl, same rules). */
export function s3Origin(env: Env): string | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const endpoint = env.S3_ENDPOINT?.trim();
  if (!endpoint) return `https://${bucket}.s3.${env.S3_REGION?.trim() || "us-east-1"}.amazonaws.com`;
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim();
  if (!pathStyle || pathStyle === "true" || pathStyle === "1") return originOf(endpoint);
  try {
    const url = new URL(endpoint);
    return `${url.protocol}//${bucket}.${url.host}`;
  } catch {
    return null;
  }
}

export interface PagePolicyInput {
  /** Fresh per request; Next reads it from the request's CSP header and puts it on its own scripts. */
  nonce: string;
  env: Env;
  /** `next dev`: React rebuilds server error stacks in the browser with eval. */
  isDev: boolean;
  isHttps: boolean;
}

/** The CSP of pages. */
export function pageCsp({ nonce, env, isDev, isHttps }: PagePolicyInput): string {
  const extraConnect = [openaiOrigin(env), s3Origin(env)].filter((o): o is string => o !== null);
  const directives = [
    "default-src 'self'",
    // Only scripts carrying this response's nonce, and what they load ('strict-dynamic': Next's runtime adds
    // its chunks as script elements). 'self' is ignored where 'strict-dynamic' is understood.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ""}`,
    // 'unsafe-inline', no nonce (a nonce would disable it): sonner adds its stylesheet as a <style> element
    // without a nonce, Radix's Select and ScrollArea render <style> elements, and Radix popovers and recharts
    // position with style attributes, which no nonce can cover. Styles cannot run script, so the script policy
    // above is what stops injected code.
    "style-src 'self' 'unsafe-inline'",
    // Agents' images are any https URL a coach enters; uploads come from our API; data: for the icons the API
    // reference's stylesheet (Swagger UI) draws as inline SVG images (an image cannot run script). No blob: here
    // or in media-src: the app makes no such URLs (recordings are uploaded as Blobs, never played from one, and
    // the realtime voice plays a MediaStream through srcObject, which media-src does not govern).
    "img-src 'self' https: data:",
    // Recordings and spoken replies are played from /api/files/download.
    "media-src 'self'",
    "font-src 'self'",
    // The API (and next dev's websocket), plus, each only when configured: OpenAI's realtime endpoint, where
    // the browser posts its WebRTC offer, and the file bucket (today the browser reads files only through
    // /api/files/download; allowed for direct links to stored objects, connections only).
    `connect-src ${["'self'", ...extraConnect].join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(isHttps ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** Every security header of a page response. */
export function pageSecurityHeaders(input: PagePolicyInput): Record<string, string> {
  return {
    ...STATIC_SECURITY_HEADERS,
    "Content-Security-Policy": pageCsp(input),
    ...(input.isHttps ? { "Strict-Transport-Security": HSTS } : {}),
  };
}

/** Every security header of a response that is not a page (API answer, file, manifest). */
export function resourceSecurityHeaders(isHttps: boolean): Record<string, string> {
  return {
    ...STATIC_SECURITY_HEADERS,
    "Content-Security-Policy": RESOURCE_CSP,
    ...(isHttps ? { "Strict-Transport-Security": HSTS } : {}),
  };
}

interface ConfigHeaderRule {
  source: string;
  has?: { type: "header"; key: string; value: string }[];
  headers: { key: string; value: string }[];
}

const pairs = (headers: Readonly<Record<string, string>>) =>
  Object.entries(headers).map(([key, value]) => ({ key, value }));

/**
 * next.config.ts's `headers()`: fixed at build time, applied to every route including build assets and API
 * routes, which the proxy does not run for. Pages get their CSP from the proxy instead (a second CSP header
 * would be enforced as well, not replace it), so the CSP rules name only the paths src/proxy.ts's matcher
 * leaves out.
 */
export function configHeaderRules(): ConfigHeaderRule[] {
  return [
    { source: "/:path*", headers: pairs(STATIC_SECURITY_HEADERS) },
    {
      source: "/:path*",
      has: [{ type: "header", key: "x-forwarded-proto", value: "https(?:,.*)?" }],
      headers: [{ key: "Strict-Transport-Security", value: HSTS }],
    },
    ...["/api/:path*", "/_next/static/:path*", "/_next/image"].map((source) => ({
      source,
      headers: [{ key: "Content-Security-Policy", value: RESOURCE_CSP }],
    })),
  ];
}
