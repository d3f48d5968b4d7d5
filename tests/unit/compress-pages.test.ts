/**
 * The production server's page compression (scripts/serve.mjs): a page's HTML and the RSC payload of a navigation
 * go out compressed as they stream; API answers and event streams never are, whatever the client accepts.
 */
import { createServer, type IncomingHttpHeaders, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressPages } from "../../scripts/lib/compress-pages.mjs";

const HTML = `<!DOCTYPE html><html><body>${"<p>Willkommen zurück</p>".repeat(400)}</body></html>`;
let server: Server;
let port: number;

/** What Next would answer: the type and body by path; a page streams in two parts. */
function fakeNext(req: { url?: string }, res: import("node:http").ServerResponse) {
  const url = req.url ?? "";
  if (url.startsWith("/api/stream")) {
    res.setHeader("Content-Type", "text/event-stream");
    res.write(`data: ${"x".repeat(2000)}\n\n`);
    res.end();
  } else if (url.startsWith("/api/")) {
    res.setHeader("Content-Type", "application/json");
    res.end(
      JSON.stringify({ docs: Array.from({ length: 200 }, (_, i) => ({ _id: String(i), name: "Demo" })) }),
    );
  } else if (url.includes("_rsc=")) {
    res.setHeader("Content-Type", "text/x-component");
    res.end(`0:${JSON.stringify({ text: "Hallo ".repeat(500) })}\n`);
  } else {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.write(HTML.slice(0, 3000));
    res.end(HTML.slice(3000));
  }
}

beforeAll(async () => {
  const compressed = compressPages();
  server = createServer((req, res) => compressed(req, res, () => fakeNext(req, res)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

function get(path: string, acceptEncoding = "gzip, deflate, br, zstd") {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path, headers: { "accept-encoding": acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

describe("pages compressed as they stream", () => {
  it("sends a page's HTML with brotli to a browser that takes it, whole", async () => {
    const res = await get("/dashboard");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toContain("Accept-Encoding");
    expect(res.body.length).toBeLessThan(HTML.length / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(HTML);
  });

  it("sends gzip to a client without brotli, and the page as it is to one that takes neither", async () => {
    const gz = await get("/dashboard", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(HTML);
    const plain = await get("/dashboard", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(HTML);
  });

  it("compresses the RSC payload of a client-side navigation", async () => {
    const res = await get("/dashboard/goals?_rsc=abc");
    expect(res.headers["content-encoding"]).toBe("br");
  });

  it("never compresses an API answer or an event stream", async () => {
    const list = await get("/api/chats/paginate");
    expect(list.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(list.body.toString()).docs).toHaveLength(200);
    const stream = await get("/api/stream");
    expect(stream.headers["content-encoding"]).toBeUndefined();
    expect(stream.body.toString()).toMatch(/^data: x+\n\n$/);
  });
});
