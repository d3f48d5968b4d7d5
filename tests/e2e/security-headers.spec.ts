import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { APIResponse } from "@playwright/test";
import { ENDPOINT_RULES } from "@/lib/api/rules";
import { expect, test } from "./support";

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1] ?? null;

function expectFixedHeaders(headers: Record<string, string>, what: string) {
  expect(headers["x-frame-options"], what).toBe("DENY");
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], what).toContain("microphone=(self)");
  expect(headers["permissions-policy"], what).toContain("camera=()");
  // Plain http here: HSTS would be wrong (and ignored).
  expect(headers["strict-transport-security"], what).toBeUndefined();
}

function expectResourceHeaders(res: APIResponse, what: string) {
  expectFixedHeaders(res.headers(), what);
  expect(res.headers()["content-security-policy"], what).toBe("default-src 'none'; frame-ancestors 'none'");
}

test("pages run under a nonce CSP, and API answers and files carry the security headers", async ({
  page,
  request,
}) => {
  const res = await page.goto("/sign-in");
  const headers = res?.headers() ?? {};
  expectFixedHeaders(headers, "page");
  const csp = headers["content-security-policy"] ?? "";
  for (const directive of [
    "script-src 'self' 'nonce-",
    "'strict-dynamic'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "connect-src 'self'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toContain("unsafe-eval");
  // Next put this response's nonce on its scripts, and the page hydrated under the policy (the fixture fails
  // the test on any violation).
  const nonce = nonceOf(csp);
  expect(nonce).toBeTruthy();
  const scriptNonces = await page.evaluate(() => [...document.scripts].map((s) => s.nonce));
  expect(scriptNonces.length).toBeGreaterThan(0);
  expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
  await page.getByLabel("Email").fill("nobody@example.com");
  await expect(page.getByLabel("Email")).toHaveValue("nobody@example.com");

  const again = await request.get("/sign-in");
  expect(nonceOf(again.headers()["content-security-policy"] ?? "")).not.toBe(nonce);

  // API routes, Auth.js's included, whatever the status.
  expectResourceHeaders(await request.get("/api/auth/session"), "/api/auth/session");
  const refused = await request.get("/api/agents/my-agents");
  expect(refused.status()).toBe(401);
  expectResourceHeaders(refused, "a refused API call");
  // Static files and build assets.
  expectResourceHeaders(await request.get("/robots.txt"), "/robots.txt");
  const chunk = await page.evaluate(
    () => document.querySelector<HTMLScriptElement>("script[src]")?.src ?? "",
  );
  expect(chunk).toContain("/_next/static/");
  expectResourceHeaders(await request.get(chunk), "a build chunk");
});

test("HSTS is sent when the proxy in front says the request came over https", async ({ request }) => {
  for (const path of ["/sign-in", "/api/auth/session", "/robots.txt"]) {
    const res = await request.get(path, { headers: { "x-forwarded-proto": "https" } });
    expect(res.headers()["strict-transport-security"], path).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  }
});

test.describe("framing", () => {
  // The refusal this test provokes is the one violation it expects.
  test.use({ allowedCspViolations: /frame-ancestors 'none'/ });

  test("a page of another origin cannot frame the app", async ({ page, baseURL }) => {
    const app = new URL("/sign-in", baseURL).href;
    // A real server on loopback: Chromium refuses a page it cannot place on the local network (a routed one)
    // to frame a local address, which would hide whether our headers did it.
    const framer = createServer((_req, res) => {
      res.setHeader("content-type", "text/html");
      res.end(`<!doctype html><iframe src="${app}"></iframe>`);
    });
    await new Promise<void>((resolve) => framer.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = framer.address() as AddressInfo;
      const refusal = page.waitForEvent("console", (m) => m.text().includes("frame-ancestors 'none'"));
      const framed = page.waitForResponse(app);
      await page.goto(`http://127.0.0.1:${port}/`);
      const response = await framed;
      expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(response.headers()["x-frame-options"]).toBe("DENY");
      await refusal;
      // Nothing of the app rendered inside the frame.
      const frame = page.frames().find((f) => f !== page.mainFrame());
      expect(frame?.url()).not.toBe(app);
      await expect(frame?.getByLabel("Email") ?? page.getByLabel("Email")).toHaveCount(0);
    } finally {
      framer.close();
    }
  });
});

test("every endpoint answers a path Next cannot decode with the §8 envelope and the security headers", async ({
  request,
}) => {
  const keys = Object.keys(ENDPOINT_RULES);
  expect(keys.length).toBeGreaterThan(50);
  for (const key of keys) {
    const [method, template] = key.split(" ") as [string, string];
    // The id segment where there is one, else a segment added to the path; `%` alone and a broken UTF-8 sequence.
    for (const bad of ["%ff", "%E0%A4%A", "%"]) {
      const path = template.includes("{id}") ? template.replace("{id}", bad) : `${template}/${bad}`;
      const res = await request.fetch(`/api${path}`, { method, failOnStatusCode: false });
      expect(res.status(), `${method} ${path}`).toBe(400);
      expect((await res.json()).error, `${method} ${path}`).toMatchObject({
        isAppError: true,
        code: "VALIDATION_ERROR",
        fields: [{ path: "path", message: "Must be valid percent-encoded UTF-8" }],
      });
      expectResourceHeaders(res, `${method} ${path}`);
    }
  }
});

test("a production server on the development settings says so on every page (DEMO_MODE=1)", async ({
  page,
}) => {
  for (const path of ["/sign-in", "/"]) {
    await page.goto(path);
    await expect(page.locator("[data-demo-banner]")).toContainText(
      "Demo mode. This server runs on development settings",
    );
  }
});
