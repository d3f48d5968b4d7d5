import { describe, expect, it } from "vitest";
import { requestOrigin, safeCallbackPath, withSafeCallbackUrl } from "@/server/auth/callback-url";

const ORIGIN = "http://localhost:3000";

describe("safeCallbackPath", () => {
  it.each([
    ["/dashboard/chats", "/dashboard/chats"],
    ["/dashboard/chats?tab=archived#top", "/dashboard/chats?tab=archived#top"],
    [`${ORIGIN}/dashboard/goals`, "/dashboard/goals"],
    ["/sign-in", "/sign-in"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ])("keeps the same-origin %s", (raw, path) => {
    expect(safeCallbackPath(raw, ORIGIN)).toBe(path);
  });

  it.each([
    undefined,
    "",
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "data:text/html,hi",
    "http://localhost:3000.evil.example/",
    "https://localhost:3000/dashboard",
    "http://evil.example/dashboard",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/.//evil.example",
    `${ORIGIN}//evil.example`,
    "%zz",
    "dashboard",
  ])("sends %s to /dashboard", (raw) => {
    expect(safeCallbackPath(raw, ORIGIN)).toBe("/dashboard");
  });
});

describe("withSafeCallbackUrl", () => {
  it("replaces only what Auth.js would refuse", () => {
    const rewrite = (raw: string) =>
      withSafeCallbackUrl(
        new URL(`${ORIGIN}/api/auth/signin?callbackUrl=${encodeURIComponent(raw)}`),
      )?.searchParams.get("callbackUrl") ?? null;
    expect(rewrite("javascript:alert(1)")).toBe("/dashboard");
    expect(rewrite("%zz")).toBe("/dashboard");
    expect(rewrite("http://localhost:3000.evil.example/")).toBe("/dashboard");
    // Left to the redirect callback, which knows the origin the browser used.
    expect(rewrite("//evil.example")).toBeNull();
    expect(rewrite("https://evil.example/")).toBeNull();
    expect(withSafeCallbackUrl(new URL(`${ORIGIN}/api/auth/session`))).toBeNull();
  });
});

describe("requestOrigin", () => {
  it("prefers what the proxy says the browser used", () => {
    expect(requestOrigin(new Headers({ host: "localhost:3000" }))).toBe("http://localhost:3000");
    expect(
      requestOrigin(
        new Headers({
          host: "10.0.0.5:3000",
          "x-forwarded-host": "app.example.com",
          "x-forwarded-proto": "https",
        }),
      ),
    ).toBe("https://app.example.com");
  });
});
