/**
 * The offline model: a softmax regression over a message's words, word pairs and stems (features.ts), trained by
 * `npm run train:safeguarding` on the labelled sets in the tests (never on the test sets). It finds what the cues
 * miss when people put a risk in their own words, and runs beside them on every screen; like the cues it needs
 * no network, so screening never fails open.
 */
import type { Concern, ConcernKind } from "../concern";
import { guessLanguage, isFunctionWord } from "../cues/guess-language";
import type { Reading } from "../detector";
import { normalise } from "../normalise";
import { features } from "./features";
import trained from "./weights.json";

/** How sure the model must be that a message is a risk (1 − P(none)); chosen by cross-validation. */
export const MODEL_THRESHOLD = 0.7;
/** From this probability of its kind on, a finding is "high" rather than "medium". */
export const MODEL_HIGH = 0.9;

// Common long words that never carry a risk's meaning on their own.
const PLAIN = new Set(
  "would could should there their about which where being because really always everyone anyone someone porque cuando donde siempre quand parce toujours quelqu weil wenn dass immer jemand quando sempre alguem todos".split(
    " ",
  ),
);

const CLASSES = trained.classes as (ConcernKind | "none")[];
const WEIGHTS = new Map(Object.entries(trained.features as Record<string, number[]>));

function probabilities(found: string[]): number[] {
  const scores = [...trained.bias];
  for (const feature of found) {
    const sparse = WEIGHTS.get(feature);
    if (sparse) for (let i = 0; i < sparse.length; i += 2) scores[sparse[i]] += sparse[i + 1];
  }
  const top = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - top));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}

/** The words that weighed most towards the kind: what a lead reads as the model's evidence. */
function strongestWords(found: string[], kind: number): string {
  const weightOf = (f: string) => {
    const sparse = WEIGHTS.get(f) ?? [];
    for (let i = 0; i < sparse.length; i += 2) if (sparse[i] === kind) return sparse[i + 1];
    return 0;
  };
  return (
    found
      .filter((f) => !f.startsWith("p:"))
      .map((f) => [f.slice(2), weightOf(f)] as const)
      // Long words carry the meaning ("disappeared", "burden"); short ones ("would", "if") only tip the scale.
      .filter(([words]) => words.split(" ").some((w) => w.length >= 5 && !isFunctionWord(w) && !PLAIN.has(w)))
      .filter(([, w]) => w > 0)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([words]) => words)
      .join(" · ")
  );
}

/** The model's finding for a message, or null when it is not sure enough that there is one. */
export function modelConcern(text: string, reading?: Reading): Concern | null {
  const found = features(text, reading);
  const p = probabilities(found);
  const none = CLASSES.indexOf("none");
  if (p[none] > 1 - MODEL_THRESHOLD) return null;
  const kind = p.reduce((best, v, i) => (i !== none && v > p[best] ? i : best), none === 0 ? 1 : 0);
  return {
    kind: CLASSES[kind] as ConcernKind,
    severity: p[kind] >= MODEL_HIGH ? "high" : "medium",
    score: Math.round(p[kind] * 100) / 100,
    evidence: strongestWords(found, kind),
    language: guessLanguage(normalise(text)),
  };
}
