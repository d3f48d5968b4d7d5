/**
 * The production server's build assets (scripts/serve.mjs): precompressed copies written at build time
 * (scripts/compress-assets.mjs) are sent by the request's Accept-Encoding, with the headers next.config.ts gives
 * build assets; anything else goes on to Next untouched.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticAssets } from "../../scripts/lib/static-assets.mjs";

const SCRIPT = `${"export const greeting = 'Hallo, schön dich zu sehen';\n".repeat(200)}`;
const dist = mkdtempSync(join(tmpdir(), "static-assets-"));
let server: Server;
let port: number;
const passedOn: string[] = [];

function writeBuild() {
  mkdirSync(join(dist, "static", "chunks"), { recursive: true });
  mkdirSync(join(dist, "static", "media"), { recursive: true });
  writeFileSync(join(dist, "static", "chunks", "main.js"), SCRIPT);
  writeFileSync(join(dist, "static", "chunks", "tiny.js"), "1");
  writeFileSync(join(dist, "static", "media", "font.woff2"), Buffer.alloc(4096, 7));
  writeFileSync(join(dist, "server.js"), "secret");
  // As `next build` writes next.config.ts's headers(): one rule for every path, one for build assets only.
  writeFileSync(
    join(dist, "routes-manifest.json"),
    JSON.stringify({
      headers: [
        {
          source: "/:path*",
          regex: "^(?:/(.*))?(?:/)?$",
          headers: [{ key: "X-Content-Type-Options", value: "nosniff" }],
        },
        {
          source: "/:path*",
          regex: "^(?:/(.*))?(?:/)?$",
          has: [{ type: "header", key: "x-forwarded-proto", value: "https(?:,.*)?" }],
          headers: [{ key: "Strict-Transport-Security", value: "max-age=63072000" }],
        },
        {
          source: "/_next/static/:path*",
          regex: "^/_next/static(?:/(.*))?(?:/)?$",
          headers: [{ key: "Content-Security-Policy", value: "default-src 'none'" }],
        },
        { source: "/api/:path*", regex: "^/api(?:/(.*))?(?:/)?$", headers: [{ key: "X-Api", value: "1" }] },
      ],
    }),
  );
}

beforeAll(async () => {
  writeBuild();
  await promisify(execFile)(process.execPath, ["scripts/compress-assets.mjs"], {
    env: { ...process.env, NEXT_DIST_DIR: dist },
  });
  const assets = staticAssets(dist);
  server = createServer((req, res) =>
    assets(req, res, () => {
      passedOn.push(`${req.method} ${req.url}`);
      res.end("next");
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

/** The raw bytes and headers, the path as written: fetch would decompress the body and normalise the path. */
function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

describe("build assets compressed once, at build time", () => {
  it("writes a brotli and a gzip copy of each text asset, never of a tiny file or a woff2 font", () => {
    const main = join(dist, "static", "chunks", "main.js");
    expect(brotliDecompressSync(readFileSync(`${main}.br`)).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(`${main}.gz`)).toString()).toBe(SCRIPT);
    expect(readFileSync(`${main}.br`).length).toBeLessThan(SCRIPT.length / 10);
    expect(existsSync(join(dist, "static", "chunks", "tiny.js.br"))).toBe(false);
    expect(existsSync(join(dist, "static", "media", "font.woff2.br"))).toBe(false);
  });
});

describe("the production server's build assets", () => {
  it("sends the brotli copy to a browser that takes brotli, with Next's headers for build assets", async () => {
    const res = await get("/_next/static/chunks/main.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(res.headers["cache-control"]).toBe("public,max-age=31536000,immutable");
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-api"]).toBeUndefined();
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("sends gzip to a client without brotli, and the file itself to one that takes neither", async () => {
    const gz = await get("/_next/static/chunks/main.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await get("/_next/static/chunks/main.js", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers.vary).toBe("Accept-Encoding");
  });

  it("applies a header rule's condition: HSTS only behind HTTPS", async () => {
    const res = await get("/_next/static/chunks/main.js", { "x-forwarded-proto": "https" });
    expect(res.headers["strict-transport-security"]).toBe("max-age=63072000");
  });

  it("answers a repeated request with 304 by its ETag", async () => {
    const first = await get("/_next/static/chunks/main.js", { "accept-encoding": "br" });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get("/_next/static/chunks/main.js", {
      "accept-encoding": "br",
      "if-none-match": etag,
    });
    expect(again.status).toBe(304);
  });

  it("passes everything else to Next with its URL as it came: other paths, unknown assets, other methods", async () => {
    passedOn.length = 0;
    await get("/api/users/me", { "accept-encoding": "br" });
    await get("/_next/static/chunks/missing.js?dpl=1");
    await get("/_next/static/chunks/main.js", {}, "POST");
    await get("/_next/static/../server.js");
    await get("/_next/static/%2e%2e/server.js");
    expect(passedOn).toEqual([
      "GET /api/users/me",
      "GET /_next/static/chunks/missing.js?dpl=1",
      "POST /_next/static/chunks/main.js",
      "GET /_next/static/../server.js",
      "GET /_next/static/%2e%2e/server.js",
    ]);
  });

  it("never sends a file of the build outside its static folder", async () => {
    const { body } = await get("/_next/static/%2e%2e/server.js");
    expect(body.toString()).toBe("next");
  });
});
