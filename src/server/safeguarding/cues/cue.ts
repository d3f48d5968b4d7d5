/**
 * Cues: the meanings a risk is made of ("a means", "a plan", "an adult in charge", "a head knock", "symptoms"),
 * each with its words in every language. A signal (signals.ts) is a risk found when all of its cues meet in one
 * sentence or two neighbouring ones. Built this way because people rarely use a lexicon's exact phrase: "saving
 * pills" and "sunday" in neighbouring sentences make a plan, whichever words carry them.
 */
import type { ConcernKind, Severity } from "../concern";

export const CUES = [
  // Suicide and self-harm.
  "selfInjury",
  "implement",
  "suicide",
  "deathWish",
  "lethalAct",
  "lethalMeans",
  "when",
  "decided",
  "farewell",
  "lastMessage",
  "thanks",
  "givingAway",
  "noNeed",
  "hopeless",
  "hideMarks",
  // Eating and weight.
  "purge",
  "vomit",
  "food",
  "restrict",
  "bodyHate",
  "weight",
  "dehydrate",
  "periodStop",
  "compensate",
  "nutritionist",
  "extraExercise",
  // Abuse and grooming.
  "adult",
  "sexual",
  "touch",
  "secret",
  "grooming",
  "uneasy",
  "violence",
  "struck",
  "fearHome",
  "peers",
  "bullying",
  // Hazing.
  "hazing",
  "initiation",
  "forced",
  "obliged",
  "hazeAct",
  "aftermath",
  "hazePrep",
  "funOnly",
  "dread",
  // Sextortion.
  "images",
  "threatShare",
  "pressureSend",
  // Concussion, cardiac and heat.
  "headKnock",
  "neuro",
  "memory",
  "cardiacStrong",
  "cardiacWeak",
  "exertion",
  "playOn",
  "cleared",
  // Doping.
  "pedDrug",
  "offer",
  "injection",
  "pills",
  "testDodge",
  "tester",
  "evade",
  "enhance",
  "dopingTalk",
  // Substances.
  "substance",
  "hardDrug",
  "cope",
  "euphemism",
  "dependence",
] as const;
export type Cue = (typeof CUES)[number];

/** One language's words for each cue: a pattern on normalised text, matched as whole words. */
export type CueWords = Partial<Record<Cue, RegExp>>;

export interface Signal {
  kind: ConcernKind;
  severity: Severity;
  /** Every group must be present; a group is met by any one of its cues. The first group is the evidence. */
  all: Cue[][];
  /** Not raised when any of these is in the same stretch (anti-doping lessons talk about steroids too). */
  unless?: Cue[];
}
