/**
 * What `npm start`'s server sends compressed: build assets from their copies made at build time, pages as they
 * stream; API answers never (scripts/serve.mjs). Byte-for-byte behaviour is in tests/unit/static-assets.test.ts
 * and tests/unit/compress-pages.test.ts; this is the real build on the real server.
 */
import { expect, test } from "./support";

const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };

test("build assets and pages arrive compressed, API answers as they are", async ({ page, request }) => {
  const res = await page.goto("/sign-in");
  expect(res?.headers()["content-encoding"]).toBe("br");
  const assets = await page.evaluate(() => ({
    script: document.querySelector<HTMLScriptElement>("script[src]")?.src ?? "",
    style: document.querySelector<HTMLLinkElement>("link[rel=stylesheet]")?.href ?? "",
    font: document.querySelector<HTMLLinkElement>("link[rel=preload][as=font]")?.href ?? "",
  }));

  for (const url of [assets.script, assets.style]) {
    const br = await request.get(url, { headers: BROWSER });
    expect(br.headers()["content-encoding"], url).toBe("br");
    expect(br.headers()["cache-control"], url).toBe("public,max-age=31536000,immutable");
    expect(br.headers().vary, url).toBe("Accept-Encoding");
    const gzip = await request.get(url, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"], url).toBe("gzip");
    expect(await gzip.text(), url).toBe(await br.text());
  }
  // A woff2 font is compressed already: sent as it is.
  const font = await request.get(assets.font, { headers: BROWSER });
  expect(font.status()).toBe(200);
  expect(font.headers()["content-encoding"]).toBeUndefined();

  for (const path of ["/api/auth/session", "/api/agents/my-agents"]) {
    const api = await request.get(path, { headers: BROWSER });
    expect(api.headers()["content-encoding"], path).toBeUndefined();
  }
});

test("the scripts every page starts with are compiled as they download", async ({ page, request }) => {
  await page.goto("/sign-in");
  const scripts = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>("script[src]")].map((s) => s.src),
  );
  const hinted = [];
  for (const url of scripts) {
    if (
      (await (await request.get(url, { headers: BROWSER })).text()).startsWith(
        "//# allFunctionsCalledOnLoad\n",
      )
    )
      hinted.push(url);
  }
  // React DOM, Next's client router and the bundler's runtime (scripts/lib/compile-hints.mjs), not every chunk.
  expect(hinted.length).toBeGreaterThanOrEqual(3);
  expect(hinted.length).toBeLessThan(scripts.length);
});

test("the sign-in page preloads the one font it draws with, and only that one", async ({ page }) => {
  await page.goto("/sign-in");
  const fonts = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>("link[rel=preload][as=font]")].map((l) => l.href),
  );
  expect(fonts).toHaveLength(1);
  expect(fonts[0]).toMatch(/geist_sans_latin/i);
});
