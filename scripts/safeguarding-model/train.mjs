// Softmax regression over the offline model's features (src/server/safeguarding/model/features.ts): a class per kind
// of concern and "none". Deterministic: the same sets always give the same weights.

/** A fixed shuffle (a linear congruential generator), so training never depends on Math.random. */
function shuffle(list, seed) {
  let state = seed;
  for (let i = list.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const j = state % (i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
}

function softmax(scores) {
  const top = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - top));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}

/** examples: [{ features: string[], label: string }] → Map(feature → Float64Array(classes)) and bias. */
export function train(examples, classes, { epochs = 30, rate = 0.2, decay = 1e-4, minCount = 2 } = {}) {
  const counts = new Map();
  for (const e of examples) for (const f of e.features) counts.set(f, (counts.get(f) ?? 0) + 1);
  const weights = new Map();
  const bias = new Float64Array(classes.length);
  const data = examples.map((e) => ({
    x: e.features.filter((f) => counts.get(f) >= minCount),
    y: classes.indexOf(e.label),
  }));
  for (const { x } of data)
    for (const f of x) if (!weights.has(f)) weights.set(f, new Float64Array(classes.length));
  for (let epoch = 0; epoch < epochs; epoch++) {
    shuffle(data, epoch + 1);
    for (const { x, y } of data) {
      const scores = [...bias];
      for (const f of x) {
        for (const [k, w] of weights.get(f).entries()) scores[k] += w;
      }
      const p = softmax(scores);
      const step = rate / Math.sqrt(Math.max(1, x.length));
      for (let k = 0; k < classes.length; k++) {
        const g = p[k] - (k === y ? 1 : 0);
        bias[k] -= rate * 0.1 * g;
        for (const f of x) {
          const w = weights.get(f);
          w[k] -= step * g + rate * decay * w[k];
        }
      }
    }
  }
  return { classes, weights, bias };
}

/** The probabilities of each class for a message's features. */
export function predict(model, features) {
  const scores = [...model.bias];
  for (const f of features) {
    for (const [k, w] of (model.weights.get(f) ?? []).entries()) scores[k] += w;
  }
  return softmax(scores);
}

/** Drops the weights too small to matter, so the shipped model stays small; the model is scored as pruned. */
export function prune(model, smallest) {
  const weights = new Map();
  for (const [feature, w] of model.weights) {
    const kept = w.map((v) => (Math.abs(v) >= smallest ? Math.round(v * 1000) / 1000 : 0));
    if (kept.some((v) => v !== 0)) weights.set(feature, kept);
  }
  return { classes: model.classes, weights, bias: model.bias.map((b) => Math.round(b * 1000) / 1000) };
}
