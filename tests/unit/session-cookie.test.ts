import { encode } from "next-auth/jwt";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { readSessionToken } from "@/server/auth/session-cookie";

const NAME = "authjs.session-token";

beforeAll(() => {
  process.env.AUTH_SECRET = "unit-secret-0123456789abcdef0123456789abcdef";
});
afterEach(() => vi.useRealTimers());

async function requestWith(sub: string, maxAge: number) {
  const value = await encode({
    token: { sub },
    secret: process.env.AUTH_SECRET as string,
    salt: NAME,
    maxAge,
  });
  return new Request("http://app.test/api/x", { headers: { cookie: `${NAME}=${value}` } });
}

describe("readSessionToken", () => {
  it("tells no cookie from a cookie that does not decode", async () => {
    expect(await readSessionToken(new Request("http://app.test/"))).toEqual({ sent: false, token: null });
    const bad = new Request("http://app.test/", { headers: { cookie: `${NAME}=garbage` } });
    expect(await readSessionToken(bad)).toEqual({ sent: true, token: null });
  });

  it("answers the same token for the same cookie, and none once it has expired, remembered or not", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
    const req = await requestWith("user-1", 60);
    expect((await readSessionToken(req)).token?.sub).toBe("user-1");
    expect((await readSessionToken(req)).token?.sub).toBe("user-1");
    // Past exp and past the 15 s clock tolerance Auth.js allows.
    vi.setSystemTime(new Date("2026-11-22T10:01:20Z"));
    expect(await readSessionToken(req)).toEqual({ sent: true, token: null });
  });

  it("never answers one cookie's token for another", async () => {
    const [a, b] = [await requestWith("user-a", 600), await requestWith("user-b", 600)];
    expect((await readSessionToken(a)).token?.sub).toBe("user-a");
    expect((await readSessionToken(b)).token?.sub).toBe("user-b");
    expect((await readSessionToken(a)).token?.sub).toBe("user-a");
  });
});
