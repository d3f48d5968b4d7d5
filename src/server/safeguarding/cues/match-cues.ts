/**
 * Finds the signals (signals.ts) whose cues meet in a sentence or in two neighbouring sentences of a normalised
 * text. Every language's words are tried at once: people switch languages mid-message.
 */
import type { Concern, ConcernKind } from "../concern";
import type { Cue, CueWords, Signal } from "./cue";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { pt } from "./pt";
import { CONTEXTS, SIGNALS } from "./signals";

const LANGUAGES: [string, CueWords][] = [
  ["en-US", en],
  ["es-ES", es],
  ["fr-FR", fr],
  ["de-DE", de],
  ["pt-BR", pt],
];

/**
 * Says whether the words before a cue deny it, in the cue's own language: within two words for the risk itself
 * ("I would never hurt myself"), right before it for what goes with it ("no headache").
 */
export type Denial = (before: string, language: string, strict: boolean) => boolean;

/** One pattern per cue, every language an alternative named by its place: one pass over the text per cue. */
function compile(): Map<Cue, RegExp> {
  const byCue = new Map<Cue, string[]>();
  LANGUAGES.forEach(([, words], i) => {
    for (const [cue, pattern] of Object.entries(words) as [Cue, RegExp][]) {
      // A word may hold an apostrophe ("isn't", "l'equipe"), so \\w in a cue's pattern reads [\\w'].
      const source = pattern.source.replaceAll("\\w", "[\\w']");
      byCue.set(cue, [...(byCue.get(cue) ?? []), `(?<L${i}>${source})`]);
    }
  });
  // Whole words only: a cue may not start or end inside a word.
  return new Map(
    [...byCue].map(([cue, parts]) => [cue, new RegExp(`(?<!\\w)(?:${parts.join("|")})(?!\\w)`, "g")]),
  );
}

const PATTERNS = compile();

interface CueHit {
  evidence: string;
  language: string;
}

function languageOf(groups: Record<string, string | undefined> = {}): string {
  const i = LANGUAGES.findIndex((_, n) => groups[`L${n}`] !== undefined);
  return LANGUAGES[Math.max(i, 0)][0];
}

/** The first place a cue is said and not denied; `head`: the risk itself rather than what goes with it. */
function findCue(text: string, cue: Cue, isDenied: Denial | null, head: boolean): CueHit | null {
  const pattern = PATTERNS.get(cue);
  if (!pattern) return null;
  for (const match of text.matchAll(pattern)) {
    const language = languageOf(match.groups);
    if (!isDenied?.(text.slice(0, match.index), language, !head))
      return { evidence: match[0].trim(), language };
  }
  return null;
}

/** Finds cues in one sentence, each once; `head`: as the risk itself (a signal's first group) or what goes with it. */
export type Finder = (cue: Cue, head: boolean) => CueHit | null;

export function cueFinder(text: string, isDenied: Denial): Finder {
  const asHead = new Map<Cue, CueHit | null>();
  const asPartner = new Map<Cue, CueHit | null>();
  return (cue, head) => {
    const cache = head ? asHead : asPartner;
    if (!cache.has(cue)) cache.set(cue, findCue(text, cue, isDenied, head));
    return cache.get(cue) ?? null;
  };
}

/** Two neighbouring sentences read as one stretch: a cue in either is in the stretch. */
export function bothSentences(first: Finder, second: Finder): Finder {
  return (cue, head) => first(cue, head) ?? second(cue, head);
}

/** The signals met in a sentence or two, one per kind (the first listed, i.e. the most severe). */
export function signalsIn(find: Finder): Concern[] {
  const found = new Map<ConcernKind, Concern>();
  for (const signal of SIGNALS) {
    if (found.has(signal.kind)) continue;
    const head = metHead(signal, find);
    if (!head || signal.unless?.some((cue) => find(cue, false) !== null)) continue;
    found.set(signal.kind, {
      kind: signal.kind,
      severity: signal.severity,
      score: signal.severity === "medium" ? 0.7 : 0.9,
      evidence: head.evidence,
      language: head.language,
    });
  }
  return [...found.values()];
}

/** The risk's own words when every group of the signal is met; stops at the first group that is not. */
function metHead(signal: Signal, find: Finder): CueHit | null {
  let head: CueHit | null = null;
  for (const [i, group] of signal.all.entries()) {
    let hit: CueHit | null = null;
    for (const cue of group) {
      hit = find(cue, i === 0);
      if (hit) break;
    }
    if (!hit) return null;
    head ??= hit;
  }
  return head;
}

/** The kinds a stretch only talks about (an anti-doping lesson, a concussion check passed): no alarm for them. */
export function quietKinds(find: Finder): Set<ConcernKind> {
  const quiet = new Set<ConcernKind>();
  for (const [kind, cue] of CONTEXTS) if (find(cue, false)) quiet.add(kind);
  return quiet;
}
