// The production server: what `npm start` runs (through scripts/dev.mjs, or scripts/lib/cluster-start.mjs for
// several instances), and what the tests and benchmarks start. It is Next's own request handler (the same one
// `next start` uses), with the build's static assets answered first from the brotli and gzip copies written at
// build time (scripts/lib/static-assets.mjs), and pages (HTML, RSC payloads) compressed as they stream
// (scripts/lib/compress-pages.mjs). Next compresses nothing itself (next.config.ts: `compress: false`): API answers
// and event streams go out as they are.
//
//   node scripts/serve.mjs [-p port] [-H hostname]   (PORT, HOSTNAME; NEXT_DIST_DIR picks the build, as for next)
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import { compressPages } from "./lib/compress-pages.mjs";
import { staticAssets } from "./lib/static-assets.mjs";

// Before Next is loaded, as `next start` does: React and Next pick their production builds from it.
process.env.NODE_ENV = "production";
const { default: next } = await import("next");

const { values } = parseArgs({
  options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME;
const distDir = process.env.NEXT_DIST_DIR || ".next";

const app = next({ dev: false, dir: process.cwd(), port, hostname });
const handle = app.getRequestHandler();
await app.prepare();
const assets = staticAssets(distDir);
const compressed = compressPages();

const server = createServer((req, res) => {
  assets(req, res, () =>
    compressed(req, res, () => {
      handle(req, res).catch((error) => {
        console.error(`Failed to handle request for ${req.url}`, error);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
    }),
  );
});
server.on("error", (error) => {
  console.error("Failed to start server", error);
  process.exit(1);
});
server.listen(port, hostname, () => {
  console.log(`▲ ready on http://${hostname ?? "localhost"}:${port} (${distDir})`);
});

// As `next start`: a signal ends the process with 128 + its number once Next has cleaned up.
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
]) {
  process.on(signal, () => {
    server.close();
    app
      .close()
      .catch(() => {})
      .finally(() => process.exit(code));
  });
}
