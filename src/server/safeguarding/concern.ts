/**
 * What the safeguarding screen finds in a message: the kinds of risk it looks for, how urgent each finding is, and
 * what a lexicon rule says. Shared by the offline detector and its lexicons (one file per language).
 */
import type { ConcernKind, Severity } from "@/lib/contracts/safeguarding/values";

export type { ConcernKind, Severity } from "@/lib/contracts/safeguarding/values";

export interface Rule {
  kind: ConcernKind;
  severity: Severity;
  /** Matched against the normalised text (lower case, no accents, straight apostrophes). */
  pattern: RegExp;
  /** The rule's own wording already holds a negation ("don't want to live"): a "not" before it changes nothing. */
  negationIsPartOfIt?: boolean;
}

export interface Lexicon {
  language: string;
  rules: Rule[];
  /** Sports talk that sounds alarming ("this session is killing me"): removed before the rules are matched. */
  sportsTalk: RegExp[];
  /** Words that, just before a match, deny it ("I would never hurt myself"). */
  negations: RegExp;
}

export interface Concern {
  kind: ConcernKind;
  severity: Severity;
  /** 1 for explicit wording, 0.7 for indirect signs. */
  score: number;
  /** The words that matched, as normalised. */
  evidence: string;
  language: string;
}
