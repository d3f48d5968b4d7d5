// bench-chat's live streams: the event fan-out delay (a notification created on instance A, until an open
// GET /notifications/stream-list on B, and on A itself, delivers the snapshot holding it) and many open
// stream-lists (the memory each instance gains, how long an organisation-wide notification takes to reach every
// notification stream, how many miss it, and where the time goes: app CPU, database time, the machine).
import http from "node:http";
import { performance } from "node:perf_hooks";
import { percentile } from "./bench.mjs";
import { heapAfterGc, instanceCpuMs, instanceRss, machineCpu, mb } from "./bench-instances.mjs";
import { api } from "./bench-sends.mjs";
import { sleep } from "./procs.mjs";

// One socket per stream, as browser tabs hold them; never pooled, never limited.
const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

/**
 * Opens an SSE GET with the session cookie; resolves once its first event came (a stream-list's snapshot).
 * `onEvent(name, block, at)` gets every event, with the raw block and the performance.now() of its chunk.
 * Answers { close(), closed, errors }.
 */
export function openStream(url, cookie, onEvent = () => {}) {
  return new Promise((resolve, reject) => {
    const handle = { closed: false, errors: [], close: () => req.destroy() };
    let opened = false;
    const req = http.get(url, { agent, headers: { cookie, accept: "text/event-stream" } }, (res) => {
      if (res.statusCode !== 200) {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => reject(new Error(`GET ${url} → ${res.statusCode} ${body.slice(0, 300)}`)));
        return;
      }
      res.setEncoding("utf8");
      let buffer = "";
      res.on("data", (chunk) => {
        const at = performance.now();
        buffer += chunk;
        let end = buffer.indexOf("\n\n");
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
          if (!block.startsWith("event: ")) continue; // the opening comment and heartbeats
          const name = block.slice(7, block.indexOf("\n"));
          if (name === "error") handle.errors.push(block);
          onEvent(name, block, at);
          if (!opened) {
            opened = true;
            resolve(handle);
          }
        }
      });
      res.on("close", () => {
        handle.closed = true;
        if (!opened) reject(new Error(`GET ${url}: the stream ended before its first event`));
      });
    });
    req.on("error", (error) => {
      handle.closed = true;
      if (!opened) reject(error);
    });
  });
}

/**
 * `count` athletes of the organisation, created straight in the database (no identity-provider account: the
 * bench signs them in with minted session cookies). Answers their ids.
 */
export async function createUsers(pg, organizationId, count, prefix) {
  const { rows } = await pg.query(
    `insert into "User" (name, email, "organizationId", role, active, "filledIntakeForm", "updatedAt")
     select 'Bench ' || $3 || ' ' || g, $3 || '-' || g || '@bench.example.com', $1, 'user', true, true, now()
       from generate_series(1, $2::int) g
     returning id`,
    [organizationId, count, prefix],
  );
  return rows.map((row) => row.id);
}

const unique = () => Math.random().toString(36).slice(2, 10);
const ms = (value) => `${value.toFixed(1)} ms`;
const p50p95 = (values) =>
  `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(Math.max(...values))}`;

/**
 * The fan-out delay: the recipient holds a notifications stream-list open on A and on B; the admin creates a
 * user notification for them on A, `samples` times one after the other; each time, from the POST's start until
 * each stream delivers the snapshot holding it (its unique title). The POST's own answer time is printed beside.
 */
export async function fanOutDelay({ instances, adminCookie, recipient, samples, log }) {
  const from = instances[0];
  const watched = instances.slice(0, 2);
  const pending = watched.map(() => null);
  const streams = await Promise.all(
    watched.map((instance, index) =>
      openStream(`${instance.url}/api/notifications/stream-list`, recipient.cookie, (name, block, at) => {
        const wait = pending[index];
        if (wait && name === "notifications" && block.includes(wait.marker)) {
          pending[index] = null;
          wait.resolve(at);
        }
      }),
    ),
  );
  const warmup = 5;
  const delays = watched.map(() => []);
  const answers = [];
  const missed = watched.map(() => 0);
  try {
    for (let i = 0; i < warmup + samples; i++) {
      const marker = `bench-fanout-${i}-${unique()}`;
      const arrivals = watched.map(
        (_, index) =>
          new Promise((resolve) => {
            const timer = setTimeout(() => {
              pending[index] = null;
              resolve(null);
            }, 10_000);
            pending[index] = {
              marker,
              resolve: (at) => {
                clearTimeout(timer);
                resolve(at);
              },
            };
          }),
      );
      const t0 = performance.now();
      const answered = api(from.url, adminCookie, "POST", "/notifications", {
        type: "user",
        users: [recipient.id],
        title: marker,
        message: "Fan-out delay sample",
      }).then(() => performance.now());
      const [answeredAt, ...arrivedAt] = await Promise.all([answered, ...arrivals]);
      if (i < warmup) continue;
      answers.push(answeredAt - t0);
      arrivedAt.forEach((at, index) => {
        if (at === null) missed[index]++;
        else delays[index].push(at - t0);
      });
      await sleep(20);
    }
  } finally {
    for (const stream of streams) stream.close();
  }
  console.log(
    `\nEvent fan-out delay: a user notification created on ${from.name} (POST /api/notifications), until the` +
      ` recipient's open\nGET /api/notifications/stream-list delivers the snapshot holding it (${samples} samples, one at a time)`,
  );
  watched.forEach((instance, index) => {
    const how = instance === from ? "same instance (in-process bus)" : "other instance (LISTEN/NOTIFY)";
    const label = `  stream on ${instance.name}, ${how}:`.padEnd(50);
    const line = delays[index].length > 0 ? p50p95(delays[index]) : "no sample";
    console.log(`${label}${line}${missed[index] ? `, ${missed[index]} missed (10 s)` : ""}`);
  });
  console.log(`  ${"the POST's own answer (for comparison):".padEnd(48)}${p50p95(answers)}`);
  if (watched.length < 2) log("one instance only: no cross-instance delay (BENCH_INSTANCES ≥ 2)");
}

/**
 * The time the database's sessions have spent active (pg_stat_database.active_time, every connection), and the CPU
 * time each client backend of the app has used so far (the job queue's connections left out).
 */
async function databaseCounters(pg, backendCpu) {
  const [{ rows: stats }, { rows: backends }] = await Promise.all([
    pg.query("select active_time from pg_stat_database where datname = current_database()"),
    pg.query(
      `select pid from pg_stat_activity
        where datname = current_database() and backend_type = 'client backend'
          and application_name <> 'coach-jobs' and pid <> pg_backend_pid()`,
    ),
  ]);
  const cpu = new Map(backends.map(({ pid }) => [pid, backendCpu(pid)]));
  return { activeMs: Number(stats[0].active_time), cpu };
}

/** Runs `fn` over `items` with at most `limit` at a time. */
async function pool(items, limit, fn) {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      await fn(items[index], index);
    }
  });
  await Promise.all(workers);
}

/**
 * Many open stream-lists: every tab holds a notifications and a goals stream-list, tab t on instance t % n.
 * Prints the RSS each instance gains (before opening, after all are open and settled), then, per organisation-wide
 * notification created on A, the delay to every notification stream (p50/p95/max, per instance too), the streams
 * that missed it within `missAfterMs`, and where the time went.
 */
export async function manyStreams(options) {
  const { instances, users, tabsPerUser, adminCookie, broadcasts, missAfterMs, settleMs } = options;
  const { openConcurrency, pg, backendCpu, poolMax, log } = options;
  const from = instances[0];
  const tabs = users.flatMap((user) => Array.from({ length: tabsPerUser }, () => user));
  const streamCount = tabs.length * 2;

  // Both routes loaded and both kinds of stream served once on every instance before "before".
  for (const instance of instances) {
    for (const kind of ["notifications", "goals"]) {
      const stream = await openStream(`${instance.url}/api/${kind}/stream-list`, users[0].cookie);
      stream.close();
    }
  }
  await sleep(settleMs);
  // A clean start (when the instances have an inspector): garbage of the earlier phases collected.
  const gcBefore = await Promise.all(instances.map(heapAfterGc));
  const rssBefore = instances.map(instanceRss);

  let marker = null;
  let arrivedCount = 0;
  let allArrived = () => {};
  const notificationStreams = [];
  const handles = [];
  const openStart = performance.now();
  await pool(tabs, openConcurrency, async (user, t) => {
    const instance = instances[t % instances.length];
    const record = { instance, arrivedAt: null };
    notificationStreams.push(record);
    const onNotifications = (name, block, at) => {
      if (marker && record.arrivedAt === null && name === "notifications" && block.includes(marker)) {
        record.arrivedAt = at;
        if (++arrivedCount === notificationStreams.length) allArrived();
      }
    };
    handles.push(
      await openStream(`${instance.url}/api/notifications/stream-list`, user.cookie, onNotifications),
      await openStream(`${instance.url}/api/goals/stream-list`, user.cookie),
    );
  });
  const openSeconds = (performance.now() - openStart) / 1000;
  await sleep(settleMs);
  const rssAfter = instances.map(instanceRss);
  const gcAfter = await Promise.all(instances.map(heapAfterGc));
  const rssAfterGc = instances.map(instanceRss);
  const withGc = gcBefore.every(Boolean) && gcAfter.every(Boolean);
  // V8's heap and the memory it accounts outside it (buffers): what the streams hold, garbage collected.
  const heap = (usage) => usage.heapUsed + usage.external;
  const gain = (after, before) => instances.map((_, i) => mb(after[i] - before[i]));
  const rssGain = gain(rssAfter, rssBefore);
  const rssGcGain = gain(rssAfterGc, rssBefore);
  const heapGain = withGc ? gain(gcAfter.map(heap), gcBefore.map(heap)) : [];
  const sum = (values) => values.reduce((a, b) => a + b, 0);
  const per1000 = (values) => (sum(values) * 1000) / streamCount;
  const signed = (value) => `${value >= 0 ? "+" : ""}${value.toFixed(1)}`;

  console.log(
    `\n${streamCount} open stream-lists: ${tabs.length} tabs (${users.length} users × ${tabsPerUser}), each a` +
      ` notifications and a goals\nstream-list, spread over ${instances.length} instance(s); opened` +
      ` ${openConcurrency} at a time in ${openSeconds.toFixed(1)} s`,
  );
  console.log(
    `  memory: resident set size (VmRSS of each app process) before opening` +
      `${withGc ? " (after a full GC through the inspector)" : ""} → after all are open and ${settleMs / 1000} s settled` +
      `${withGc ? ",\n  as it stands and after a full GC; V8 heap used + external after a full GC" : ""}`,
  );
  instances.forEach((instance, i) => {
    const streams = 2 * tabs.filter((_, t) => t % instances.length === i).length;
    const gcPart = withGc
      ? `, ${mb(rssAfterGc[i]).toFixed(0)} MB after a GC (${signed(rssGcGain[i])}); heap` +
        ` ${mb(heap(gcBefore[i])).toFixed(0)} → ${mb(heap(gcAfter[i])).toFixed(0)} MB (${signed(heapGain[i])})`
      : "";
    console.log(
      `    ${instance.name}, ${streams} streams: RSS ${mb(rssBefore[i]).toFixed(0)} → ${mb(rssAfter[i]).toFixed(0)} MB` +
        ` (${signed(rssGain[i])})${gcPart}`,
    );
  });
  const verdict = (value) => `${value.toFixed(1)} MB per 1,000 streams (${value <= 100 ? "met" : "NOT met"})`;
  console.log(
    `    all: RSS ${signed(sum(rssGain))} MB = ${verdict(per1000(rssGain))}` +
      (withGc
        ? `; after a GC ${signed(sum(rssGcGain))} MB = ${verdict(per1000(rssGcGain))};` +
          ` heap ${signed(sum(heapGain))} MB = ${per1000(heapGain).toFixed(1)} MB per 1,000 streams`
        : "") +
      "; goal ≤ 100 MB",
  );

  const results = [];
  for (let b = 0; b < broadcasts; b++) {
    marker = `bench-broadcast-${b}-${unique()}`;
    arrivedCount = 0;
    for (const record of notificationStreams) record.arrivedAt = null;
    const everyone = new Promise((resolve) => {
      allArrived = resolve;
    });
    const cpuBefore = instances.map(instanceCpuMs);
    const benchBefore = process.cpuUsage();
    const machineBefore = machineCpu();
    const dbBefore = await databaseCounters(pg, backendCpu);
    const t0 = performance.now();
    const answered = api(from.url, adminCookie, "POST", "/notifications", {
      type: "organization",
      title: marker,
      message: "Organisation-wide notification (bench)",
    }).then(() => performance.now());
    await Promise.race([everyone, sleep(missAfterMs)]);
    const windowMs = performance.now() - t0;
    const cpuAfter = instances.map(instanceCpuMs);
    const bench = process.cpuUsage(benchBefore);
    const machineAfter = machineCpu();
    // Backends that closed within the window are not counted; those opened within it count from 0.
    const dbEnd = await databaseCounters(pg, backendCpu);
    let dbCpu = 0;
    for (const [pid, cpu] of dbEnd.cpu) dbCpu += Math.max(0, cpu - (dbBefore.cpu.get(pid) ?? 0));
    const opened = [...dbEnd.cpu.keys()].filter((pid) => !dbBefore.cpu.has(pid)).length;
    const answeredAt = await answered;
    // Statistics reach pg_stat_database when a backend goes idle, at most once a second, or, if a flush had to
    // wait for a lock, within 10 s: let them land.
    await sleep(11_000);
    const executingMs = (await databaseCounters(pg, backendCpu)).activeMs - dbBefore.activeMs;
    const delays = notificationStreams.filter((r) => r.arrivedAt !== null).map((r) => r.arrivedAt - t0);
    const missed = notificationStreams.length - delays.length;
    const result = { delays, missed, windowMs };
    results.push(result);

    console.log(
      `\n  organisation-wide notification ${b + 1} of ${broadcasts}, created on ${from.name} (POST answered in ${ms(answeredAt - t0)}):`,
    );
    console.log(
      `    reached ${delays.length} of ${notificationStreams.length} notification streams: ${delays.length ? p50p95(delays) : "none"}`,
    );
    for (const instance of instances) {
      const own = notificationStreams
        .filter((r) => r.instance === instance && r.arrivedAt !== null)
        .map((r) => r.arrivedAt - t0);
      if (own.length > 0) console.log(`      streams on ${instance.name} (${own.length}): ${p50p95(own)}`);
    }
    const p95 = delays.length ? percentile(delays, 95) : Number.POSITIVE_INFINITY;
    console.log(
      `    missed (nothing within ${missAfterMs / 1000} s): ${missed}; goal ≤ 1 s p95 and none missed: ${p95 <= 1000 && missed === 0 ? "met" : "NOT met"}`,
    );
    const cores = (machineAfter.totalMs - machineBefore.totalMs) / windowMs;
    const busy = machineAfter.busyMs - machineBefore.busyMs;
    const appCpu = instances.map((instance, i) => `${instance.name} ${ms(cpuAfter[i] - cpuBefore[i])}`);
    console.log(
      `    in those ${ms(windowMs)} (POST → last stream), CPU: app ${appCpu.join(", ")}, database ${ms(dbCpu)}` +
        ` (the app's backends, ${opened} of them connected within it), this bench ${ms((bench.user + bench.system) / 1000)};` +
        ` machine busy ${ms(busy)} of ${ms(windowMs * cores)} (${cores.toFixed(0)} cores, every process)`,
    );
    const appTotal = instances.reduce((total, _, i) => total + cpuAfter[i] - cpuBefore[i], 0);
    const reads = notificationStreams.length;
    console.log(
      `    per stream re-read (${reads}): ${ms(appTotal / reads)} app CPU, ${ms(dbCpu / reads)} database CPU;` +
        ` sessions active in the database ${ms(executingMs)} in all (active_time);` +
        ` Prisma pool ${poolMax} connections per instance`,
    );
    await sleep(settleMs);
  }
  const closedEarly = handles.filter((h) => h.closed).length;
  const errors = handles.reduce((sum, h) => sum + h.errors.length, 0);
  if (closedEarly || errors) log(`${closedEarly} streams ended early, ${errors} error events`);
  // Not part of the goal, but it tells retained memory from garbage not yet collected: RSS with the streams still
  // open after the broadcasts, and once they are all closed.
  const rssLater = instances.map(instanceRss);
  for (const handle of handles) handle.close();
  await sleep(settleMs);
  const rssClosed = instances.map(instanceRss);
  console.log(
    `\n  RSS after the broadcasts, streams open → all closed (${settleMs / 1000} s later): ${instances
      .map(
        (instance, i) => `${instance.name} ${mb(rssLater[i]).toFixed(0)} → ${mb(rssClosed[i]).toFixed(0)} MB`,
      )
      .join(", ")}`,
  );
  return { results, closedEarly, errors };
}
