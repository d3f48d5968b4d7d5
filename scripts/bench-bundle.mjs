// `npm run bench:bundle`: the first-load JavaScript of every page of a production build, gzip-compressed, per
// route (issue 22's goal: /sign-in ≤ 120 kB, a /dashboard page ≤ 200 kB). A page's first load is the framework's
// root scripts plus every client chunk its route's client-reference manifest lists (the layouts, error and
// not-found boundaries on its path, and the page), each counted once. The polyfills are left out: Next loads them
// with `noModule`, so only browsers without ES modules fetch them (their size is printed apart). Figures only: it never fails on a
// large page; the exit code says whether the run itself worked.
//
//   NEXT_DIST_DIR (build directory, default .next), BENCH_REUSE_BUILD=1 (use the existing build in it, as is),
//   BENCH_ROUTES (a comma-separated filter, e.g. "/sign-in,/dashboard/goals"; default every page).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";
import { prepareBuild, setBenchEnvironment } from "./lib/bench.mjs";

const DIST = process.env.NEXT_DIST_DIR || ".next";
const GOALS = { "/sign-in": 120, dashboard: 200 };
const log = (line) => console.log(line);

setBenchEnvironment();
await prepareBuild(DIST, log);

const build = JSON.parse(readFileSync(path.join(DIST, "build-manifest.json"), "utf8"));
const shared = build.rootMainFiles;
const gzipped = new Map();
/** The gzip size of one chunk, in bytes (read once). */
function sizeOf(file) {
  const name = file.replace(/^\/_next\//, "");
  if (!gzipped.has(name)) gzipped.set(name, gzipSync(readFileSync(path.join(DIST, name))).length);
  return gzipped.get(name);
}

/** Every page's client-reference manifest: the route and the chunks of its entries. */
function* manifests(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* manifests(file);
    else if (entry.name === "page_client-reference-manifest.js") yield file;
  }
}

const rows = [];
const filter = process.env.BENCH_ROUTES?.split(",").map((r) => r.trim());
for (const file of manifests(path.join(DIST, "server", "app"))) {
  const sandbox = { globalThis: {} };
  sandbox.globalThis = sandbox;
  vm.runInNewContext(readFileSync(file, "utf8"), sandbox);
  for (const [key, manifest] of Object.entries(sandbox.__RSC_MANIFEST)) {
    const route = key.replace(/\/page$/, "") || "/";
    if (route.startsWith("/_") || (filter && !filter.includes(route))) continue;
    const chunks = new Set(shared);
    for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const f of files) chunks.add(f);
    const bytes = [...chunks].reduce((sum, f) => sum + sizeOf(f), 0);
    rows.push({ route, kb: bytes / 1024, scripts: chunks.size });
  }
}

rows.sort((a, b) => a.route.localeCompare(b.route));
const goalOf = (route) =>
  route === "/sign-in" ? GOALS["/sign-in"] : route.startsWith("/dashboard") ? GOALS.dashboard : null;
const kbOf = (files) => (files.reduce((sum, f) => sum + sizeOf(f), 0) / 1024).toFixed(1);
log(`\nFirst-load JS per page (gzip), build ${DIST}; shared by every page: ${kbOf(shared)} kB`);
log(`(not counted: polyfills for browsers without ES modules, ${kbOf(build.polyfillFiles)} kB)`);
log(`${"route".padEnd(52)} ${"kB".padStart(7)} ${"scripts".padStart(8)}  goal`);
for (const { route, kb, scripts } of rows) {
  const goal = goalOf(route);
  const verdict = goal === null ? "" : `≤ ${goal} kB: ${kb <= goal ? "met" : "NOT met"}`;
  log(`${route.padEnd(52)} ${kb.toFixed(1).padStart(7)} ${String(scripts).padStart(8)}  ${verdict}`);
}
const dashboard = rows.filter((r) => r.route.startsWith("/dashboard"));
if (dashboard.length > 0) {
  const largest = dashboard.reduce((a, b) => (b.kb > a.kb ? b : a));
  log(`\nlargest /dashboard page: ${largest.route} ${largest.kb.toFixed(1)} kB; pages: ${rows.length}`);
}
