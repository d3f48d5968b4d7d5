// The production server's answer to GET /_next/static/…: the build's hashed scripts, styles and fonts from their
// precompressed copies (scripts/compress-assets.mjs), with the headers Next itself would send them. sirv maps the
// folder once at start-up and picks file.br / file.gz by the request's Accept-Encoding (with Vary); anything it
// does not have goes on to Next.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sirv from "sirv";

const PREFIX = "/_next/static";
// What Next sends for a build asset: cached for a year, the file name changes with its content.
const ONE_YEAR = 31_536_000;
const TEXT_TYPES = { ".js": "application/javascript; charset=UTF-8", ".css": "text/css; charset=UTF-8" };

/**
 * next.config.ts's `headers()` rules as the build wrote them (routes-manifest.json), for the paths they match:
 * the security headers of every response and the build assets' CSP. Only `has: header` conditions are used here;
 * another kind would be ignored silently, so it stops the start instead.
 */
function headerRules(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, "routes-manifest.json"), "utf8"));
  return manifest.headers.map((rule) => {
    const conditions = [...(rule.has ?? []), ...(rule.missing ?? [])];
    if (rule.missing?.length || conditions.some((c) => c.type !== "header")) {
      throw new Error(`static-assets: header rule ${rule.source} has a condition this server cannot check`);
    }
    return {
      path: new RegExp(rule.regex),
      has: (rule.has ?? []).map((c) => ({
        key: c.key.toLowerCase(),
        value: c.value === undefined ? null : new RegExp(`^(?:${c.value})$`),
      })),
      headers: rule.headers,
    };
  });
}

function applies(rule, pathname, req) {
  if (!rule.path.test(pathname)) return false;
  return rule.has.every(({ key, value }) => {
    const sent = req.headers[key];
    return typeof sent === "string" && (value === null || value.test(sent));
  });
}

/** `(req, res, next)`: answers a build asset it has, else calls `next()` with the request as it came. */
export function staticAssets(distDir) {
  const rules = headerRules(distDir);
  let request = null;
  const serve = sirv(join(distDir, "static"), {
    brotli: true,
    gzip: true,
    etag: true,
    maxAge: ONE_YEAR,
    immutable: true,
    extensions: [],
    setHeaders(res, pathname) {
      const full = PREFIX + pathname;
      for (const rule of rules) {
        if (!applies(rule, full, request)) continue;
        for (const { key, value } of rule.headers) res.setHeader(key, value);
      }
      const type = TEXT_TYPES[pathname.slice(pathname.lastIndexOf("."))];
      if (type) res.setHeader("Content-Type", type);
    },
  });
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.url?.startsWith(`${PREFIX}/`)) return next();
    const url = req.url;
    req.url = url.slice(PREFIX.length);
    // sirv's setHeaders gets no request; it runs synchronously within serve(), so this is the one in hand.
    request = req;
    try {
      serve(req, res, () => {
        req.url = url;
        next();
      });
    } finally {
      req.url = url;
      request = null;
    }
  };
}
