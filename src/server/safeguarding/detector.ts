/**
 * The offline safeguarding detector: rules and lexicons in the five languages of §3 (lexicons/), run on every
 * language at once (a person may write in any), after alarming-sounding sports talk is taken out ("this session is
 * killing me", "I cut two seconds", "we murdered them") and with a negation just before a match denying it ("I
 * would never hurt myself") unless the rule's wording holds the negation ("I don't want to live"). Pure and
 * synchronous: it always runs, so screening never fails open when a model is unavailable.
 */
import type { Concern, ConcernKind, Lexicon, Severity } from "./concern";
import { de } from "./lexicons/de";
import { en } from "./lexicons/en";
import { es } from "./lexicons/es";
import { fr } from "./lexicons/fr";
import { pt } from "./lexicons/pt";
import { signs } from "./lexicons/signs";

export const LEXICONS: readonly Lexicon[] = [en, es, fr, de, pt, signs];

const RANK: Record<Severity, number> = { urgent: 3, high: 2, medium: 1 };

/** Lower case, accents off, straight apostrophes, one space between words. */
export function normalise(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

function withoutSportsTalk(text: string, lexicon: Lexicon): string {
  let out = text;
  for (const pattern of lexicon.sportsTalk) out = out.replace(pattern, (m) => " ".repeat(m.length));
  return out;
}

function matchesIn(sentence: string, lexicon: Lexicon): Concern[] {
  const found: Concern[] = [];
  const text = withoutSportsTalk(sentence, lexicon);
  for (const rule of lexicon.rules) {
    const match = rule.pattern.exec(text);
    if (!match) continue;
    const before = text.slice(0, match.index);
    // Any language's negation counts: every lexicon runs on every text ("I'm not suicidal" meets Spanish "suicid").
    if (!rule.negationIsPartOfIt && LEXICONS.some((l) => l.negations.test(before))) continue;
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

/** The concerns in a text, one per kind (its most severe finding), most severe first; empty when none. */
export function detectConcerns(text: string): Concern[] {
  const sentences = normalise(text).split(/(?<=[.!?;])\s+|\n+/);
  const byKind = new Map<ConcernKind, Concern>();
  for (const sentence of sentences) {
    for (const lexicon of LEXICONS) {
      for (const concern of matchesIn(sentence, lexicon)) {
        const known = byKind.get(concern.kind);
        if (!known || RANK[concern.severity] > RANK[known.severity]) byKind.set(concern.kind, concern);
      }
    }
  }
  return [...byKind.values()].sort((a, b) => RANK[b.severity] - RANK[a.severity]);
}
