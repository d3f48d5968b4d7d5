import pg from "pg";
import puppeteer from "puppeteer-core";
import { setBenchEnvironment, startSeededDatabase } from "./lib/bench.mjs";
import { startInstances } from "./lib/bench-instances.mjs";
import { personas } from "./lib/bench-pages-cases.mjs";
import { installSignalHandlers, shutdown } from "./lib/procs.mjs";
import { readFileSync, writeFileSync } from "node:fs";
installSignalHandlers();
setBenchEnvironment();
const { database } = await startSeededDatabase({ pgPort: 55633, authPort: 9433 });
const [app] = await startInstances(1, { basePort: 3433, env: { AI_PROVIDER: "offline", ...(process.env.NO_DEMO ? {} : {}) } });
const client = new pg.Client({ connectionString: database.url }); await client.connect();
const people = await personas(app.url, client); await client.end();
const browser = await puppeteer.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const pages = (process.env.PAGES ?? "/sign-in:,/dashboard:athlete,/dashboard/chats:athlete").split(",");
for (const spec of pages) {
  const [path, persona] = spec.split(":");
  for (let run = 0; run < 2; run++) {
    const ctx = await browser.createBrowserContext();
    const page = await ctx.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    if (persona) await ctx.setCookie(...people[persona]);
    const cdp = await page.createCDPSession();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.tracing.start({ path: `/tmp/trace/t.json`, categories: ["devtools.timeline", "blink.user_timing", "loading", "v8.execute", "disabled-by-default-devtools.timeline"] });
    await page.goto(`${app.url}${path}`, { waitUntil: "networkidle0" });
    await new Promise((r) => setTimeout(r, 1000));
    await page.tracing.stop();
    await ctx.close();
    if (run === 0) continue;
    const { traceEvents } = JSON.parse(readFileSync("/tmp/trace/t.json", "utf8"));
    const nav = traceEvents.find((e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith("http"));
    const t0 = nav?.ts ?? traceEvents.find((e) => e.name === "navigationStart").ts;
    const ms = (ts) => ((ts - t0) / 1000).toFixed(0);
    const marks = traceEvents.filter((e) => ["firstPaint", "firstContentfulPaint", "largestContentfulPaint::Candidate", "domContentLoadedEventEnd", "loadEventEnd", "MarkDOMContent"].includes(e.name));
    console.log(`\n=== ${path} ${persona}`);
    for (const m of marks) console.log(`  ${m.name} ${ms(m.ts)} ms`);
    const mainPid = nav?.pid;
    const tasks = traceEvents.filter((e) => e.ph === "X" && e.pid === mainPid && ["EvaluateScript", "FunctionCall", "ParseHTML", "v8.compile", "RunTask", "Layout", "UpdateLayoutTree", "Paint", "TimerFire", "EventDispatch", "v8.parseOnBackground"].includes(e.name) && e.dur > 15000);
    for (const e of tasks.slice(0, 40)) console.log(`  ${e.name.padEnd(16)} ${ms(e.ts).padStart(6)} +${(e.dur / 1000).toFixed(0)} ms ${(e.args?.data?.url ?? e.args?.beginData?.url ?? "").slice(-50)}`);
    const res = traceEvents.filter((e) => e.name === "ResourceSendRequest").map((e) => `${ms(e.ts)} ${e.args.data.url.slice(-50)}`);
    console.log("  requests:", res.slice(0, 30).join("\n    "));
  }
}
await browser.close();
await shutdown(0);
