// The production server's compression of pages: the HTML of a page and the RSC payload a navigation fetches are
// rendered per request (each carries its own CSP nonce and the person's data), so they cannot be compressed at
// build time; brotli at quality 4 (the compression package's default) costs about a millisecond for a 150 KB
// dashboard page and saves most of the bytes a phone waits for. API answers and event streams are never compressed:
// on a small machine zlib was the biggest cost of an API call, and a stream must reach the browser as it is written.
import compression from "compression";

const PAGE_TYPES = ["text/html", "text/x-component"];

/** Whether the response about to be sent is a page (HTML or RSC payload) outside the API. */
export function isPage(req, res) {
  if (req.url?.startsWith("/api/")) return false;
  const type = String(res.getHeader("Content-Type") ?? "");
  return PAGE_TYPES.some((page) => type.startsWith(page));
}

/**
 * `(req, res, next)`: compresses what `next` answers when it is a page and the client takes br or gzip. An API
 * request bypasses the middleware altogether: it would wrap the response's methods for nothing.
 */
export function compressPages() {
  const middleware = compression({ filter: isPage });
  return (req, res, next) => (req.url?.startsWith("/api/") ? next() : middleware(req, res, next));
}
