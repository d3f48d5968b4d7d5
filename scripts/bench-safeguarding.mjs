// `npm run bench:safeguarding`: the offline safeguarding detector over two labelled sets (risk in the five
// languages, explicit and indirect, and sports talk that sounds alarming): the development set the rules were
// written against (tests/unit/safeguarding-corpus.ts), and a held-out set written without reading the rules
// (tests/unit/safeguarding-heldout.ts), the honest estimate. For each: recall per kind, per language and per style
// (a risk message counts as found when its kind is reported at its severity or above), the false-alarm rate on
// sports talk, and the detector's time per message. Figures only: it never fails on a low figure.
import { tsImport } from "tsx/esm/api";

const dev = await tsImport("../tests/unit/safeguarding-corpus.ts", import.meta.url);
const held = await tsImport("../tests/unit/safeguarding-heldout.ts", import.meta.url);
const { detectConcerns } = await tsImport("../src/server/safeguarding/detector.ts", import.meta.url);

const RANK = { medium: 1, high: 2, urgent: 3 };
// --misses lists what was not found (distressing text: for tuning at a terminal, not for logs).
const SHOW_MISSES = process.argv.includes("--misses");

function bench(NAME, RISK, SPORTS_TALK, mayShowMisses = true) {
  const tally = new Map();
  const count = (key, hit) => {
    const t = tally.get(key) ?? { hit: 0, all: 0 };
    t.all += 1;
    if (hit) t.hit += 1;
    tally.set(key, t);
  };
  for (const c of RISK) {
    const style = c.style ?? (c.severity === "medium" ? "indirect" : "explicit");
    const found = detectConcerns(c.text).find((x) => x.kind === c.kind);
    const hit = Boolean(found) && RANK[found.severity] >= RANK[c.severity];
    count(`kind ${c.kind}`, hit);
    count(`language ${c.language}`, hit);
    count(`style ${style}`, hit);
    if (!hit && SHOW_MISSES && mayShowMisses)
      console.log(`    missed: ${c.language} ${c.kind} ${JSON.stringify(c.text)}`);
  }
  const alarms = SPORTS_TALK.filter((c) => detectConcerns(c.text).length > 0);

  const times = [];
  const all = [...RISK.map((c) => c.text), ...SPORTS_TALK.map((c) => c.text)];
  for (let round = 0; round < 50; round++) {
    for (const text of all) {
      const t0 = performance.now();
      detectConcerns(text);
      times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  const q = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(3);

  console.log(`\n${NAME}: ${RISK.length} risk messages, ${SPORTS_TALK.length} sports-talk messages`);
  for (const [key, t] of [...tally.entries()].sort()) {
    console.log(`  recall ${key.padEnd(26)} ${(t.hit / t.all).toFixed(2)} (${t.hit}/${t.all})`);
  }
  console.log(
    `  false alarms on sports talk      ${(alarms.length / SPORTS_TALK.length).toFixed(3)} (${alarms.length}/${SPORTS_TALK.length})`,
  );
  if (mayShowMisses)
    for (const a of alarms) console.log(`    alarm: ${a.language} ${JSON.stringify(a.text)}`);
  console.log(`  detector time per message        p50 ${q(50)} ms, p95 ${q(95)} ms (${times.length} runs)`);
}

bench("Development set (the rules were written against it)", dev.RISK, dev.SPORTS_TALK, true);
// The held-out set is split in two: the rules may be tuned on its even-numbered messages (whose misses --misses
// prints); its odd-numbered ones are never looked at, and are the estimate.
const half = (list, rest) => list.filter((_, i) => i % 2 === rest);
bench(
  "Held-out set, tuning half (even-numbered)",
  half(held.HELD_OUT_RISK, 0),
  half(held.HELD_OUT_SPORTS_TALK, 0),
  true,
);
bench(
  "Held-out set, test half (odd-numbered: never tuned on)",
  half(held.HELD_OUT_RISK, 1),
  half(held.HELD_OUT_SPORTS_TALK, 1),
  false,
);
