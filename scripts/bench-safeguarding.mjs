// `npm run bench:safeguarding`: the offline safeguarding screen (rules and offline model) over labelled sets of risk
// in the five languages (explicit and indirect) and sports talk that sounds alarming. The training sets are what the
// rules were tuned and the model trained on, so their figures flatter both; the test sets
// (tests/unit/safeguarding-sets/index.ts) were written by other authors, never read, never tuned or trained on:
// they are the estimate.
// For each: recall per kind, language and style (a risk message counts as found when its kind is reported), recall
// at the labelled severity or above (and how many urgent ones are graded urgent), the false-alarm rate on sports
// talk, and the screen's time per message. Figures only.
import { tsImport } from "tsx/esm/api";

const load = (path) => tsImport(path, import.meta.url);
const { TRAINING_SETS, TEST_SETS } = await load("../tests/unit/safeguarding-sets/index.ts");
const { detectOffline: detectConcerns } = await load("../src/server/safeguarding/offline.ts");

const RANK = { medium: 1, high: 2, urgent: 3 };
// --misses lists what the tuning sets miss (distressing text: for tuning at a terminal, not for logs). The test
// sets' misses are never printed: reading them would make them tuning sets.
const SHOW_MISSES = process.argv.includes("--misses");

function tallyRecall(risk, mayShowMisses) {
  const tally = new Map();
  const count = (key, hit) => {
    const t = tally.get(key) ?? { hit: 0, all: 0 };
    t.all += 1;
    if (hit) t.hit += 1;
    tally.set(key, t);
  };
  for (const m of risk) {
    const style = m.style ?? (m.severity === "medium" ? "indirect" : "explicit");
    const found = detectConcerns(m.text).find((x) => x.kind === m.kind);
    const hit = Boolean(found);
    for (const key of [`kind ${m.kind}`, `language ${m.language.slice(0, 2)}`, `style ${style}`])
      count(key, hit);
    count(`style ${style}, at its severity`, hit && RANK[found.severity] >= RANK[m.severity]);
    if (m.severity === "urgent") count("urgent ones graded urgent", hit && found.severity === "urgent");
    if (!hit && SHOW_MISSES && mayShowMisses) {
      const got = detectConcerns(m.text)
        .map((x) => `${x.kind}/${x.severity}`)
        .join(",");
      console.log(`    missed: ${m.language} ${m.kind}/${m.severity} [${got}] ${JSON.stringify(m.text)}`);
    }
  }
  return tally;
}

function timePerMessage(texts) {
  const times = [];
  for (let round = 0; round < 20; round++) {
    for (const text of texts) {
      const t0 = performance.now();
      detectConcerns(text);
      times.push(performance.now() - t0);
    }
  }
  times.sort((x, y) => x - y);
  const q = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(3);
  return `p50 ${q(50)} ms, p95 ${q(95)} ms (${times.length} runs)`;
}

function bench(name, risk, talk, mayShowMisses) {
  const tally = tallyRecall(risk, mayShowMisses);
  const alarms = talk.filter((m) => detectConcerns(m.text).length > 0);
  console.log(`\n${name}: ${risk.length} risk messages, ${talk.length} sports-talk messages`);
  for (const [key, t] of [...tally.entries()].sort()) {
    console.log(`  recall ${key.padEnd(38)} ${(t.hit / t.all).toFixed(2)} (${t.hit}/${t.all})`);
  }
  const rate = (alarms.length / talk.length).toFixed(3);
  console.log(`  false alarms on sports talk                  ${rate} (${alarms.length}/${talk.length})`);
  if (SHOW_MISSES && mayShowMisses) {
    for (const a of alarms) {
      const got = detectConcerns(a.text)
        .map((x) => `${x.kind}/${x.severity}:${x.evidence}`)
        .join(",");
      console.log(`    alarm: ${a.language} [${got}] ${JSON.stringify(a.text)}`);
    }
  }
  const texts = [...risk, ...talk].map((m) => m.text);
  console.log(`  screen time per message                      ${timePerMessage(texts)}`);
}

const all = (sets, key) => sets.flatMap((set) => set[key]);
bench(
  "Training sets (the rules were tuned and the model trained on them)",
  all(TRAINING_SETS, "risk"),
  all(TRAINING_SETS, "talk"),
  true,
);
bench(
  "Test sets (other authors, never read, never tuned or trained on)",
  all(TEST_SETS, "risk"),
  all(TEST_SETS, "talk"),
  false,
);
