// `npm run train:safeguarding`: trains the offline safeguarding model on the training sets
// (tests/unit/safeguarding-sets/index.ts) and writes src/server/safeguarding/model/weights.json. The test sets are
// never read. `--cross-validate` instead prints, for each training set held out in turn (each is one author's), the
// model's recall and false alarms when trained on the others, for a few thresholds: how thresholds are chosen.
import { writeFileSync } from "node:fs";
import { tsImport } from "tsx/esm/api";
import { predict, prune, train } from "./safeguarding-model/train.mjs";

// Weights smaller than this are dropped from the shipped model (and from the cross-validated one).
const SMALLEST = Number(process.env.SMALLEST ?? 0.05);

const load = (path) => tsImport(path, import.meta.url);
const { TRAINING_SETS } = await load("../tests/unit/safeguarding-sets/index.ts");
const { features } = await load("../src/server/safeguarding/model/features.ts");
const { CONCERN_KINDS } = await load("../src/lib/contracts/safeguarding/values.ts");
const CLASSES = [...CONCERN_KINDS, "none"];

// Each message's features once: reading the cues is the slow part, and cross-validation trains many times.
const FEATURES = new Map();
const featuresOf = (text) => {
  if (!FEATURES.has(text)) FEATURES.set(text, features(text));
  return FEATURES.get(text);
};
const examplesOf = (sets) =>
  sets.flatMap((set) => [
    ...set.risk.map((r) => ({ features: featuresOf(r.text), label: r.kind })),
    ...set.talk.map((t) => ({ features: featuresOf(t.text), label: "none" })),
  ]);

/** Recall (explicit, indirect) and false alarms of the model alone on one held-out set, at a threshold. */
function score(model, set, threshold) {
  const flagged = (text) => {
    const p = predict(model, featuresOf(text));
    if (p[CLASSES.length - 1] > 1 - threshold) return null;
    return CLASSES[p.slice(0, -1).indexOf(Math.max(...p.slice(0, -1)))];
  };
  const tally = { explicit: [0, 0], indirect: [0, 0], alarms: [0, 0] };
  for (const r of set.risk) {
    tally[r.style][1] += 1;
    if (flagged(r.text) === r.kind) tally[r.style][0] += 1;
  }
  for (const t of set.talk) {
    tally.alarms[1] += 1;
    if (flagged(t.text)) tally.alarms[0] += 1;
  }
  return tally;
}

function crossValidate(thresholds) {
  const totals = new Map(thresholds.map((t) => [t, { explicit: [0, 0], indirect: [0, 0], alarms: [0, 0] }]));
  for (const held of TRAINING_SETS.filter((s) => s.name !== "development")) {
    const model = prune(train(examplesOf(TRAINING_SETS.filter((s) => s !== held)), CLASSES), SMALLEST);
    for (const t of thresholds) {
      const tally = score(model, held, t);
      for (const key of Object.keys(tally)) for (const i of [0, 1]) totals.get(t)[key][i] += tally[key][i];
    }
  }
  const rate = ([hit, all]) => (hit / all).toFixed(2);
  for (const [t, s] of totals) {
    console.log(
      `threshold ${t}: explicit ${rate(s.explicit)}, indirect ${rate(s.indirect)}, false alarms ${rate(s.alarms)}`,
    );
  }
}

function writeModel(path) {
  const model = prune(train(examplesOf(TRAINING_SETS), CLASSES), SMALLEST);
  const features = {};
  for (const [feature, weights] of model.weights) {
    features[feature] = [...weights].flatMap((w, k) => (w === 0 ? [] : [k, w]));
  }
  const file = { classes: CLASSES, bias: [...model.bias], features };
  writeFileSync(path, `${JSON.stringify(file)}\n`);
  console.log(`wrote ${path.pathname}: ${model.weights.size} features`);
}

if (process.argv.includes("--cross-validate")) crossValidate([0.5, 0.7, 0.8, 0.85, 0.9, 0.95]);
else writeModel(new URL("../src/server/safeguarding/model/weights.json", import.meta.url));
