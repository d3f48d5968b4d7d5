import { describe, expect, it } from "vitest";
import { clientAddress, clientIp, normaliseAddress } from "@/server/auth/client-address";

const headers = (init: Record<string, string>) => new Headers(init);

describe("clientAddress", () => {
  it("behind a trusted proxy, takes the last X-Forwarded-For entry, the one the proxy appended", () => {
    expect(clientAddress(headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.7" }), true)).toBe("203.0.113.7");
    expect(clientAddress(headers({ "x-forwarded-for": "203.0.113.7" }), true)).toBe("203.0.113.7");
  });

  it("behind a chain of proxies, takes the entry the outermost one appended", () => {
    const chain = headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.7, 198.51.100.1" });
    expect(clientAddress(chain, true, 2)).toBe("203.0.113.7");
    expect(clientAddress(headers({ "x-forwarded-for": "203.0.113.7" }), true, 2)).toBe("203.0.113.7");
  });

  it("falls back to X-Real-IP, and to no address", () => {
    expect(clientAddress(headers({ "x-real-ip": "198.51.100.2" }), true)).toBe("198.51.100.2");
    expect(clientAddress(headers({}), true)).toBeNull();
    expect(clientAddress(headers({ "x-forwarded-for": "not-an-address" }), true)).toBeNull();
  });

  it("trusts no header without a proxy in front", () => {
    expect(
      clientAddress(headers({ "x-forwarded-for": "203.0.113.7", "x-real-ip": "203.0.113.7" }), false),
    ).toBeNull();
  });
});

describe("normaliseAddress", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["203.0.113.7:51234", "203.0.113.7"],
    ["::ffff:127.0.0.1", "127.0.0.1"],
    ["2001:DB8:aa:bb:1:2:3:4", "2001:db8:aa:bb::/64"],
    ["[2001:db8:aa:bb::9]:443", "2001:db8:aa:bb::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["64:ff9b::203.0.113.7", "64:ff9b:0:0::/64"],
  ])("%s counts as %s", (raw, expected) => {
    expect(normaliseAddress(raw)).toBe(expected);
  });

  it.each(["", "unknown", "999.1.1.1", "1.2.3", "<script>"])("%s is no address", (raw) => {
    expect(normaliseAddress(raw)).toBeNull();
  });
});

describe("clientIp, the address a person reads", () => {
  const headers = (values: Record<string, string>) => new Headers(values);
  it("is the trusted proxy's entry, IPv6 whole and without port or brackets; none without a trusted proxy", () => {
    expect(clientIp(headers({ "x-forwarded-for": "6.6.6.6, [2001:db8::7]:443" }), true)).toBe("2001:db8::7");
    expect(clientIp(headers({ "x-forwarded-for": "::ffff:203.0.113.9" }), true)).toBe("203.0.113.9");
    expect(clientIp(headers({ "x-forwarded-for": "not an address" }), true)).toBeNull();
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.9" }), false)).toBeNull();
  });
});
