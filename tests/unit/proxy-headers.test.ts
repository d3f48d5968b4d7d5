import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { config, proxy } from "@/proxy";

const call = (path: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(new URL(path, "http://localhost:3000"), { headers }));

/** Next's matcher, as it compiles a plain source: the whole path against the pattern. */
const matched = (path: string) => config.matcher.some((source) => new RegExp(`^${source}$`).test(path));

describe("src/proxy.ts security headers", () => {
  it("gives a page a nonce CSP and hands the same policy to Next's renderer, with a new nonce each time", async () => {
    const first = await call("/sign-in");
    const csp = first.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'(;|$)/);
    // NextResponse.next({ request: { headers } }) carries the request's new headers this way.
    expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
    expect(first.headers.get("x-frame-options")).toBe("DENY");
    expect(first.headers.get("strict-transport-security")).toBeNull();
    const second = await call("/sign-in");
    expect(second.headers.get("content-security-policy")).not.toBe(csp);
  });

  it("keeps the guard: a visitor is sent to /sign-in, with the headers on the redirect", async () => {
    const res = await call("/dashboard");
    expect(res.status).toBe(307);
    expect(new URL(res.headers.get("location") ?? "").pathname).toBe("/sign-in");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("does not guard static files, and gives them the CSP of resources", async () => {
    for (const path of ["/robots.txt", "/builds/latest.json", "/icon.svg"]) {
      const res = await call(path);
      expect(res.headers.get("location"), path).toBeNull();
      expect(res.headers.get("content-security-policy"), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });

  it("sends HSTS when the proxy in front says https", async () => {
    const res = await call("/sign-in", { "x-forwarded-proto": "https" });
    expect(res.headers.get("strict-transport-security")).toMatch(/^max-age=/);
    expect(res.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });

  it("leaves API routes and build assets to next.config.ts", () => {
    for (const path of [
      "/api/auth/session",
      "/api",
      "/api/files/upload",
      "/_next/static/chunks/a.js",
      "/_next/image",
    ]) {
      expect(matched(path), path).toBe(false);
    }
    for (const path of [
      "/",
      "/sign-in",
      "/dashboard/chats",
      "/apiary",
      "/robots.txt",
      "/builds/latest.json",
    ]) {
      expect(matched(path), path).toBe(true);
    }
  });

  it("answers an API path Next cannot decode with the §8 envelope and the security headers", async () => {
    for (const path of ["/api/journals/%ff", "/api/users/%E0%A4%A", "/api/chats/%"]) {
      expect(matched(path), path).toBe(true);
      const res = await call(path);
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({
        error: {
          isAppError: true,
          code: "VALIDATION_ERROR",
          message: "Validation Error",
          fields: [{ path: "path", message: "Must be valid percent-encoded UTF-8" }],
        },
      });
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("lets an API path with a decodable `%` through to its route", async () => {
    const res = await call("/api/users/paginate%20");
    expect(res.headers.get("x-middleware-next")).toBe("1");
  });
});

describe("src/proxy.ts language and timezone of a page", () => {
  const chosen = (res: Response, name: string) => res.headers.get(`x-middleware-request-${name}`);

  it("renders in the language picked at sign-in and the browser's timezone, whatever the client claims", async () => {
    const res = await call("/sign-in", {
      cookie: "locale=de-DE; tz=Europe/Madrid",
      "accept-language": "fr",
      "x-app-locale": "pt-BR",
    });
    expect(chosen(res, "x-app-locale")).toBe("de-DE");
    expect(chosen(res, "x-app-time-zone")).toBe("Europe/Madrid");
  });

  it("falls back to Accept-Language, and ignores a timezone the runtime does not know", async () => {
    const res = await call("/sign-in", {
      cookie: "tz=Mars/Olympus",
      "accept-language": "es-MX",
      "x-app-time-zone": "Europe/Paris",
    });
    expect(chosen(res, "x-app-locale")).toBe("es-ES");
    expect(chosen(res, "x-app-time-zone")).toBeNull();
  });
});
