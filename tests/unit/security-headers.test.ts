import { afterEach, describe, expect, it, vi } from "vitest";
import { openaiClient } from "@/server/ai/openai-client";
import { objectUrl, s3ConfigFromEnv } from "@/server/files/s3-storage";
import {
  configHeaderRules,
  isHttpsRequest,
  openaiOrigin,
  pageCsp,
  pageSecurityHeaders,
  resourceSecurityHeaders,
  s3Origin,
} from "@/server/http/security-headers";

const NONCE = "bm9uY2Utb2YtdGhpcy10ZXN0";
const page = (env: Record<string, string> = {}, over: { isDev?: boolean; isHttps?: boolean } = {}) =>
  pageSecurityHeaders({ nonce: NONCE, env, isDev: false, isHttps: false, ...over });

/** The CSP as directive name → sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(";").map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}
const cspOf = (env: Record<string, string> = {}, over: { isDev?: boolean; isHttps?: boolean } = {}) =>
  directives(page(env, over)["Content-Security-Policy"]);

describe("page CSP", () => {
  it("runs only scripts with this response's nonce and what they load, and never eval in production", () => {
    const csp = cspOf();
    expect(csp.get("script-src")).toEqual(["'self'", `'nonce-${NONCE}'`, "'strict-dynamic'"]);
    expect(page()["Content-Security-Policy"]).not.toContain("unsafe-eval");
    expect(csp.get("default-src")).toEqual(["'self'"]);
  });

  it("allows eval only under next dev", () => {
    expect(cspOf({}, { isDev: true }).get("script-src")).toContain("'unsafe-eval'");
  });

  it("cannot be framed, embed plugins, move its base or post forms elsewhere", () => {
    const csp = cspOf();
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
  });

  it("gives styles no nonce, which would switch 'unsafe-inline' off", () => {
    expect(cspOf().get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("shows files from our API, agents' https images and data: images (the API reference's icons), and no blob: URLs, which the app never makes", () => {
    expect(cspOf().get("media-src")).toEqual(["'self'"]);
    expect(cspOf().get("img-src")).toEqual(["'self'", "https:", "data:"]);
  });

  it("connects only to ourselves when neither OpenAI nor S3 is configured", () => {
    expect(cspOf().get("connect-src")).toEqual(["'self'"]);
    expect(cspOf({ OPENAI_API_KEY: "sk-test", AI_PROVIDER: "offline" }).get("connect-src")).toEqual([
      "'self'",
    ]);
  });

  it("connects to OpenAI's realtime endpoint when OpenAI serves the app", () => {
    expect(cspOf({ OPENAI_API_KEY: "sk-test" }).get("connect-src")).toEqual([
      "'self'",
      "https://api.openai.com",
    ]);
    expect(cspOf({ AI_PROVIDER: "openai" }).get("connect-src")).toContain("https://api.openai.com");
    expect(
      cspOf({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: " http://127.0.0.1:8089/v1/ " }).get("connect-src"),
    ).toEqual(["'self'", "http://127.0.0.1:8089"]);
  });

  it("connects to the file bucket when files live on S3", () => {
    expect(cspOf({ S3_BUCKET: "coach-files", S3_REGION: "eu-west-1" }).get("connect-src")).toEqual([
      "'self'",
      "https://coach-files.s3.eu-west-1.amazonaws.com",
    ]);
    const both = cspOf({ OPENAI_API_KEY: "k", S3_BUCKET: "b", S3_ENDPOINT: "http://minio:9000/" });
    expect(both.get("connect-src")).toEqual(["'self'", "https://api.openai.com", "http://minio:9000"]);
  });

  it("upgrades insecure requests only over https", () => {
    expect(cspOf().has("upgrade-insecure-requests")).toBe(false);
    expect(cspOf({}, { isHttps: true }).has("upgrade-insecure-requests")).toBe(true);
  });

  it("takes a fresh nonce every time", () => {
    const a = pageCsp({ nonce: "YQ==", env: {}, isDev: false, isHttps: false });
    expect(a).toContain("'nonce-YQ=='");
    expect(a).not.toContain(NONCE);
  });
});

describe("origins match what the app really calls", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it.each([
    {},
    { OPENAI_BASE_URL: "http://localhost:4010/v1" },
    { OPENAI_BASE_URL: "https://llm.example.com/openai/v1/" },
  ])("OpenAI: the origin of the client's base URL (%o)", (env: { OPENAI_BASE_URL?: string }) => {
    vi.stubEnv("AI_PROVIDER", "");
    vi.stubEnv("OPENAI_API_KEY", "sk-test");
    vi.stubEnv("OPENAI_BASE_URL", env.OPENAI_BASE_URL ?? "");
    expect(openaiOrigin(process.env)).toBe(new URL(openaiClient().baseURL).origin);
  });

  it.each([
    { S3_BUCKET: "files" },
    { S3_BUCKET: "files", S3_REGION: "ap-south-1" },
    { S3_BUCKET: "files", S3_ENDPOINT: "http://127.0.0.1:9000" },
    { S3_BUCKET: "files", S3_ENDPOINT: "https://storage.example.com", S3_FORCE_PATH_STYLE: "false" },
    { S3_BUCKET: "files", S3_ENDPOINT: "https://storage.example.com", S3_FORCE_PATH_STYLE: "1" },
  ])("S3: the origin of the stored objects' URLs (%o)", (env) => {
    vi.stubEnv("S3_ENDPOINT", "");
    vi.stubEnv("S3_REGION", "");
    vi.stubEnv("S3_FORCE_PATH_STYLE", "");
    for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
    const config = s3ConfigFromEnv();
    expect(config).not.toBeNull();
    if (config) expect(s3Origin(process.env)).toBe(new URL(objectUrl(config, "a/b.png")).origin);
  });
});

describe("other headers", () => {
  it("sends the fixed headers on pages and resources", () => {
    for (const headers of [page(), resourceSecurityHeaders(false)]) {
      expect(headers["X-Frame-Options"]).toBe("DENY");
      expect(headers["X-Content-Type-Options"]).toBe("nosniff");
      expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["Permissions-Policy"]).toContain("microphone=(self)");
      expect(headers["Permissions-Policy"]).toContain("camera=()");
      expect(headers["Permissions-Policy"]).toContain("geolocation=()");
    }
  });

  it("sends HSTS only over https", () => {
    expect(page()).not.toHaveProperty("Strict-Transport-Security");
    expect(resourceSecurityHeaders(false)).not.toHaveProperty("Strict-Transport-Security");
    expect(page({}, { isHttps: true })["Strict-Transport-Security"]).toMatch(/^max-age=\d{8,}/);
    expect(resourceSecurityHeaders(true)["Strict-Transport-Security"]).toMatch(/^max-age=\d{8,}/);
  });

  it("gives resources a CSP that lets them load and run nothing", () => {
    expect(resourceSecurityHeaders(false)["Content-Security-Policy"]).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it("tells https by the proxy's x-forwarded-proto first, else by the URL", () => {
    expect(isHttpsRequest("http:", null)).toBe(false);
    expect(isHttpsRequest("https:", null)).toBe(true);
    expect(isHttpsRequest("http:", "https")).toBe(true);
    expect(isHttpsRequest("http:", "HTTPS, http")).toBe(true);
    expect(isHttpsRequest("https:", "http")).toBe(false);
  });
});

describe("next.config.ts rules", () => {
  const rules = configHeaderRules();

  it("send the fixed headers everywhere and HSTS only when the proxy in front says https", () => {
    const all = rules.filter((r) => r.source === "/:path*" && !r.has);
    expect(all.flatMap((r) => r.headers.map((h) => h.key))).toEqual(
      expect.arrayContaining([
        "X-Frame-Options",
        "X-Content-Type-Options",
        "Referrer-Policy",
        "Permissions-Policy",
      ]),
    );
    const hsts = rules.find((r) => r.headers.some((h) => h.key === "Strict-Transport-Security"));
    const has = hsts?.has?.[0];
    expect(has?.key).toBe("x-forwarded-proto");
    const matches = (value: string) => new RegExp(`^${has?.value}$`).test(value);
    expect(["https", "https,http"].every(matches)).toBe(true);
    expect(["http", "http,https"].some(matches)).toBe(false);
  });

  it("put a CSP only on paths the proxy never sees, so pages never get two", () => {
    const csp = rules.filter((r) => r.headers.some((h) => h.key === "Content-Security-Policy"));
    expect(csp.map((r) => r.source).sort()).toEqual(["/_next/image", "/_next/static/:path*", "/api/:path*"]);
  });
});
