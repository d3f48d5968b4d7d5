/**
 * The offline safeguarding detector: rules and lexicons in the five languages of §3 (lexicons/), run on every
 * language at once (a person may write in any), after alarming-sounding sports talk is taken out ("this session is
 * killing me", "I cut two seconds", "we murdered them") and with a negation just before a match denying it ("I
 * would never hurt myself") unless the rule's wording holds the negation ("I don't want to live"). Pure and
 * synchronous: it always runs, so screening never fails open when a model is unavailable. Beside the lexicons'
 * phrases, cues (cues/) find a risk from its parts meeting in a sentence or two neighbouring ones.
 */
import type { Concern, ConcernKind, Lexicon, Severity } from "./concern";
import { CUES, type Cue } from "./cues/cue";
import { guessLanguage } from "./cues/guess-language";
import { bothSentences, cueFinder, type Finder, quietKinds, signalsIn } from "./cues/match-cues";
import { spellOut } from "./cues/shorthand";
import { normalise } from "./normalise";

export { normalise };

import { de } from "./lexicons/de";
import { en } from "./lexicons/en";
import { es } from "./lexicons/es";
import { fr } from "./lexicons/fr";
import { pt } from "./lexicons/pt";
import { signs } from "./lexicons/signs";

export const LEXICONS: readonly Lexicon[] = [en, es, fr, de, pt, signs];

const RANK: Record<Severity, number> = { urgent: 3, high: 2, medium: 1 };

function withoutSportsTalk(text: string, lexicon: Lexicon): string {
  let out = text;
  for (const pattern of lexicon.sportsTalk) out = out.replace(pattern, (m) => " ".repeat(m.length));
  return out;
}

/** `text`: a sentence with every language's sports talk taken out. */
function matchesIn(text: string, lexicon: Lexicon): Concern[] {
  const found: Concern[] = [];
  for (const rule of lexicon.rules) {
    const match = rule.pattern.exec(text);
    if (!match) continue;
    const before = text.slice(0, match.index);
    // Any language's negation counts: every lexicon runs on every text ("I'm not suicidal" meets Spanish "suicid").
    if (!rule.negationIsPartOfIt && isDenied(before)) continue;
    found.push({
      kind: rule.kind,
      severity: rule.severity,
      score: rule.severity === "medium" ? 0.7 : 1,
      evidence: match[0].trim(),
      language: lexicon.language,
    });
  }
  return found;
}

const isDenied = (before: string) => LEXICONS.some((l) => l.negations.test(before));
const NEGATIONS = new Map(LEXICONS.map((l) => [l.language, l.negations]));
// The same negations, but only as the word right before: "no headache" denies the headache.
const NEGATED_NEXT = new Map(
  LEXICONS.map((l) => [l.language, new RegExp(l.negations.source.replace("( [\\w']+){0,2}", ""))]),
);
/** A cue is denied in its own language, the sentence's, or English, which people mix into every other. */
function denialIn(stretch: string) {
  const sentenceLanguage = guessLanguage(stretch);
  return (before: string, language: string, strict: boolean) =>
    [language, sentenceLanguage, "en-US"].some(
      (l) => (strict ? NEGATED_NEXT : NEGATIONS).get(l)?.test(before) ?? false,
    );
}

function withoutAnySportsTalk(text: string): string {
  return LEXICONS.reduce((out, lexicon) => withoutSportsTalk(out, lexicon), text);
}

/** Each sentence, then each two neighbouring ones: a cue in one may meet its partner in the next. */
function stretches(finders: Finder[]): Finder[] {
  return [...finders, ...finders.slice(1).map((f, i) => bothSentences(finders[i], f))];
}

/** A text read once: its normalised sentences and, for each, what finds the cues in it. */
export interface Reading {
  sentences: string[];
  finders: Finder[];
}

export function read(text: string): Reading {
  const sentences = normalise(text).split(/(?<=[.!?;])\s+|\n+/);
  const finders = sentences
    .map((s) => withoutAnySportsTalk(spellOut(s)))
    .map((s) => cueFinder(s, denialIn(s)));
  return { sentences, finders };
}

/** The concerns in a text, one per kind (its most severe finding), most severe first; empty when none. */
export function detectConcerns(text: string, { sentences, finders } = read(text)): Concern[] {
  const byKind = new Map<ConcernKind, Concern>();
  const keep = (concern: Concern, quiet: Set<ConcernKind>) => {
    const known = byKind.get(concern.kind);
    if (quiet.has(concern.kind)) return;
    if (!known || RANK[concern.severity] > RANK[known.severity]) byKind.set(concern.kind, concern);
  };
  sentences.forEach((sentence, i) => {
    const quiet = quietKinds(finders[i]);
    const text = withoutAnySportsTalk(sentence);
    for (const lexicon of LEXICONS) for (const concern of matchesIn(text, lexicon)) keep(concern, quiet);
  });
  for (const find of stretches(finders)) {
    const quiet = quietKinds(find);
    for (const concern of signalsIn(find)) keep(concern, quiet);
  }
  return [...byKind.values()].sort((a, b) => RANK[b.severity] - RANK[a.severity]);
}

/** Which cues a text holds, undenied, in any sentence: what the offline model reads beside the words. */
export function cuesIn(text: string, { finders } = read(text)): Cue[] {
  return CUES.filter((cue) => finders.some((find) => find(cue, true)));
}
