/**
 * The client address that sign-in and password-reset attempts are counted under.
 *
 * Next.js route handlers see no socket, only headers. Behind a reverse proxy (AUTH_TRUST_HOST=true, the app's
 * way of saying it sits behind one) the address is the LAST entry of X-Forwarded-For: that one was appended by
 * our proxy, whereas entries to its left are whatever the client sent. Behind a chain of proxies that each
 * append (a CDN, then nginx), TRUSTED_PROXY_HOPS=2 takes the second entry from the right, the address the
 * outermost proxy saw; otherwise every client would count as the CDN. With no X-Forwarded-For, X-Real-IP (which
 * a proxy sets, overwriting the client's). Next.js itself fills X-Forwarded-For with the socket address when the
 * request has none, so `next start` without a proxy still gets the right address from honest clients; a client
 * that forges the header there only chooses which address it is counted under, and the per-e-mail limit still
 * holds.
 *
 * Without AUTH_TRUST_HOST every header is the client's own word: there is no address, and only the per-e-mail
 * limits apply (one shared "unknown" bucket would let a single client lock everybody out).
 *
 * IPv6 addresses count by their /64 network, since one subscriber usually holds all of a /64.
 */
import { isIPv4, isIPv6 } from "node:net";

export function behindTrustedProxy(): boolean {
  return ["true", "1"].includes((process.env.AUTH_TRUST_HOST ?? "").trim().toLowerCase());
}

/** How many proxies in front of the app append to X-Forwarded-For (TRUSTED_PROXY_HOPS, default 1). */
export function trustedProxyHops(): number {
  const hops = Number(process.env.TRUSTED_PROXY_HOPS);
  return Number.isInteger(hops) && hops >= 1 ? hops : 1;
}

/** The address the outermost trusted proxy saw, as it wrote it; null without a trusted proxy. */
function forwardedAddress(headers: Headers, trustProxy: boolean, hops: number): string | null {
  if (!trustProxy) return null;
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const forwarded = entries.length > 0 ? entries[Math.max(entries.length - hops, 0)] : undefined;
  return forwarded ?? headers.get("x-real-ip")?.trim() ?? null;
}

export function clientAddress(
  headers: Headers,
  trustProxy = behindTrustedProxy(),
  hops = trustedProxyHops(),
): string | null {
  return normaliseAddress(forwardedAddress(headers, trustProxy, hops) ?? "");
}

/**
 * The client's own address (IPv6 whole, not its /64), for the audit trail and the list of sessions, where a
 * person reads it; null when there is none or it is not an address.
 */
export function clientIp(headers: Headers, trustProxy = behindTrustedProxy(), hops = trustedProxyHops()) {
  const address = bareAddress(forwardedAddress(headers, trustProxy, hops) ?? "");
  return isIPv4(address) || isIPv6(address) ? address : null;
}

/** Without brackets, port and zone; an IPv4-mapped IPv6 address as its IPv4 one. */
function bareAddress(raw: string): string {
  let address = raw.trim().toLowerCase();
  // "[v6]:port" and "v4:port" (some proxies add the client's port).
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.indexOf(":"));
  address = address.replace(/%.*$/, ""); // zone id: fe80::1%eth0
  const mapped = /^::ffff:([\d.]+)$/.exec(address);
  return mapped?.[1] && isIPv4(mapped[1]) ? mapped[1] : address;
}

/** An IPv4 address, or an IPv6 /64 network as `a:b:c:d::/64`; null for anything that is not an address. */
export function normaliseAddress(raw: string): string | null {
  const address = bareAddress(raw);
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return null;
  return `${ipv6Groups(address).slice(0, 4).join(":")}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros ("::1" → 0,0,0,0,0,0,0,1). */
function ipv6Groups(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const groups = (part: string) => (part ? part.split(":") : []);
  // An embedded IPv4 tail (::ffff:1.2.3.4 handled above; 64:ff9b::1.2.3.4 here) is two groups.
  const expand = (list: string[]) =>
    list.flatMap((g) => {
      if (!g.includes(".")) return [g];
      const [a = 0, b = 0, c = 0, d = 0] = g.split(".").map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const left = expand(groups(head));
  const right = tail === undefined ? [] : expand(groups(tail));
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((g) => Number.parseInt(g, 16).toString(16));
}
