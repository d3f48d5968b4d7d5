import { createRequire } from "node:module";
import path from "node:path";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { productionStartRefusal } from "./src/server/deployment-safety";
import { configHeaderRules } from "./src/server/http/security-headers";

// A Vercel build runs on the deployment's variables: fail it rather than deploy the development settings.
if (process.env.VERCEL === "1") {
  const refusal = productionStartRefusal({ ...process.env, NODE_ENV: "production" });
  if (refusal) throw new Error(refusal);
}

const nextConfig: NextConfig = {
  // The dev server is reached as 127.0.0.1 by tests and screenshots; without this the page never hydrates.
  allowedDevOrigins: ["127.0.0.1"],
  poweredByHeader: false,
  // pdfkit reads its built-in fonts' metrics from files beside its code: it runs from node_modules, unbundled.
  serverExternalPackages: ["pdfkit"],
  // No gzip in the Node process: on a small machine it costs more CPU than any other step of an API call (zlib
  // was the biggest item in the chat benchmark's profile) and SSE replies gain nothing from it. Compression is
  // the reverse proxy's or CDN's job in front of the app.
  compress: false,
  // Lets parallel test runs on one machine build into separate folders (scripts/test.mjs).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Security headers of API routes and build assets, and the fixed ones of every response; pages get the rest
  // (their CSP with a nonce) from src/proxy.ts.
  headers: async () => configHeaderRules(),
  turbopack: { resolveAlias: { "use-intl/format-message": formatOnly() } },
};

/**
 * Messages arrive compiled (src/i18n/compile-messages.ts), so use-intl's formatter without the ICU parser does:
 * the parser would be about 10 kB of every page's first load. Turbopack wants the alias as a relative path.
 */
function formatOnly(): string {
  const target = createRequire(import.meta.url).resolve("use-intl/format-message/format-only");
  return `./${path.relative(process.cwd(), target)}`;
}

// next-intl finds the per-request language, timezone and catalogue in src/i18n/request.ts.
export default createNextIntlPlugin("./src/i18n/request.ts")(nextConfig);
