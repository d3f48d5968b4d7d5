// `npm run bench:pages`: what a phone on a slow network sees of the main page of each role. Lighthouse (the npm
// package, pinned in package.json) in its default mobile set-up — a Moto G Power's screen, slow 4G (150 ms round
// trip, 1.6 Mbit/s down) and a 4× slower CPU, simulated — on Debian's Chromium, against a production build of the
// app (`npm start`'s server) on the demo data. Figures only: it never fails on a slow page; the exit code says
// whether the run itself worked.
//
// Starts PostgreSQL and the Auth Emulator on its own ports, migrates, seeds the demo organisation, builds the app
// (or reuses the build) and starts one instance. Each page runs BENCH_RUNS times in a fresh browser; the table
// shows each figure's median beside the goals (performance ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.1) and the
// bytes transferred. The reports (JSON) are kept in BENCH_REPORT_DIR for a look at what took the time.
//
//   BENCH_RUNS (3), BENCH_PAGES (a filter on the page names, e.g. "athlete"), BENCH_PG_PORT (55497),
//   BENCH_AUTH_PORT (9281), BENCH_APP_PORT (3190), BENCH_REPORT_DIR (/tmp/bench-pages), CHROMIUM (/usr/bin/chromium),
//   NEXT_DIST_DIR (default .next), BENCH_REUSE_BUILD=1 (use the existing build in it, as is), BENCH_APP_URL (measure a
//   server that is already running instead, e.g. another build's; its database must be this run's).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import pg from "pg";
import puppeteer from "puppeteer-core";
import { percentile, prepareBuild, setBenchEnvironment, startSeededDatabase } from "./lib/bench.mjs";
import { startInstances } from "./lib/bench-instances.mjs";
import { cookieHeader, PAGES, personas, resolvedPages } from "./lib/bench-pages-cases.mjs";
import { assertPortFree, installSignalHandlers, onCleanup, run, shutdown } from "./lib/procs.mjs";

const num = (name, fallback) => Number(process.env[name] || fallback);
const RUNS = num("BENCH_RUNS", 3);
const PG_PORT = num("BENCH_PG_PORT", 55497);
const AUTH_PORT = num("BENCH_AUTH_PORT", 9281);
const APP_PORT = num("BENCH_APP_PORT", 3190);
const REPORT_DIR = process.env.BENCH_REPORT_DIR || "/tmp/bench-pages";
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const DIST_DIR = process.env.NEXT_DIST_DIR || ".next";
const GOALS = { score: 90, lcpMs: 2500, tbtMs: 200, cls: 0.1 };

const log = (line) => console.log(`[bench] ${line}`);

// As the machine's own browser tests start it: the closed network refuses Chromium's background connections.
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/**
 * One Lighthouse run of `url` in a fresh browser (an empty cache) holding the persona's cookies, as a person's
 * browser would: its own requests (the session check, prefetches) send and renew them as they do for a person.
 * Lighthouse therefore keeps the browser's storage (disableStorageReset); the fresh browser has none to reset.
 */
async function lighthouseRun(url, cookies) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    if (cookies.length > 0) await browser.setCookie(...cookies);
    const options = {
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      disableStorageReset: true,
    };
    const result = await lighthouse(url, options, undefined, page);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue;
    return {
      figures: {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcpMs: audit("first-contentful-paint"),
        lcpMs: audit("largest-contentful-paint"),
        tbtMs: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
        bytes: audit("total-byte-weight"),
        finalUrl: lhr.finalDisplayedUrl,
      },
      report: result.report,
    };
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
}

const median = (values) => percentile(values, 50);

/**
 * Each page served twice before it is measured: a server that has just started loads each route's code on its
 * first request, which is the start-up's cost, not the page's.
 */
async function warmUp(base, pages, cookiesOf) {
  for (const page of pages) {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${base}${page.path}`, {
        headers: { cookie: cookieHeader(cookiesOf(page.persona)) },
      });
      await res.arrayBuffer();
    }
  }
}

async function measurePage(page, base, cookiesOf) {
  const figures = [];
  for (let i = 0; i < RUNS; i++) {
    const { figures: f, report } = await lighthouseRun(`${base}${page.path}`, cookiesOf(page.persona));
    const file = join(REPORT_DIR, `${page.name.replace(/\W+/g, "-")}-${i + 1}.json`);
    writeFileSync(file, report);
    // A page that sent the browser elsewhere (an expired session: the sign-in page) measured the wrong page.
    if (new URL(f.finalUrl).pathname !== page.path)
      throw new Error(`${page.name}: ended on ${f.finalUrl} (${file})`);
    figures.push(f);
    log(
      `${page.name} run ${i + 1}: ${f.score}, LCP ${Math.round(f.lcpMs)} ms, TBT ${Math.round(f.tbtMs)} ms`,
    );
  }
  const of = (key) => median(figures.map((f) => f[key]));
  return {
    page,
    score: of("score"),
    fcpMs: of("fcpMs"),
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
    cls: of("cls"),
    bytes: of("bytes"),
  };
}

function printTable(rows) {
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const mark = (met) => (met ? " ✓" : " ✗");
  console.log(
    `\nLighthouse ${lighthouse.version ?? ""} mobile (slow 4G, 4× CPU, simulated), median of ${RUNS} runs.` +
      ` Goals: performance ≥ ${GOALS.score}, LCP ≤ ${s(GOALS.lcpMs)}, TBT ≤ ${GOALS.tbtMs} ms, CLS ≤ ${GOALS.cls}\n`,
  );
  console.log("| page | performance | FCP | LCP | TBT | CLS | bytes |");
  console.log("|---|---|---|---|---|---|---|");
  for (const r of rows) {
    console.log(
      `| ${r.page.name} | ${r.score}${mark(r.score >= GOALS.score)} | ${s(r.fcpMs)} | ${s(r.lcpMs)}${mark(r.lcpMs <= GOALS.lcpMs)}` +
        ` | ${Math.round(r.tbtMs)} ms${mark(r.tbtMs <= GOALS.tbtMs)} | ${r.cls.toFixed(3)}${mark(r.cls <= GOALS.cls)}` +
        ` | ${Math.round(r.bytes / 1024).toLocaleString("en")} KiB |`,
    );
  }
}

/** The app to measure: BENCH_APP_URL as it is, else this checkout's production build on APP_PORT. */
async function appUnderTest() {
  if (process.env.BENCH_APP_URL) return process.env.BENCH_APP_URL.replace(/\/$/, "");
  await assertPortFree(APP_PORT);
  await prepareBuild(DIST_DIR, log);
  const [app] = await startInstances(1, { basePort: APP_PORT, env: { AI_PROVIDER: "offline" } });
  return app.url;
}

installSignalHandlers();
// A run stopped halfway leaves no browser behind.
onCleanup(() => chromeLauncher.killAll());
let exitCode = 0;
try {
  setBenchEnvironment();
  await run("apt", "bash", ["scripts/ensure-system-packages.sh", "postgresql", "chromium"]);
  const { database } = await startSeededDatabase({ pgPort: PG_PORT, authPort: AUTH_PORT });
  mkdirSync(REPORT_DIR, { recursive: true });

  const base = await appUnderTest();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const people = await personas(base, client);
  await client.end();
  const chosen = PAGES.filter((p) => !process.env.BENCH_PAGES || p.name.includes(process.env.BENCH_PAGES));
  const pages = await resolvedPages(chosen, { base, cookies: people });

  const rows = [];
  const cookiesOf = (persona) => people[persona] ?? [];
  await warmUp(base, pages, cookiesOf);
  for (const page of pages) rows.push(await measurePage(page, base, cookiesOf));
  printTable(rows);
  log(`reports: ${REPORT_DIR}`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await shutdown();
}
process.exit(exitCode);
