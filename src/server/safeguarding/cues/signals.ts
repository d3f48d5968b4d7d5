/**
 * Which cues, meeting, make which risk, and how urgent it is: urgent for self-harm with a plan or means and for
 * abuse by an adult, high for risk said plainly, medium for indirect signs. Ordered most severe first per kind.
 */
import type { ConcernKind } from "../concern";
import type { Cue, Signal } from "./cue";

/** Talk about a risk rather than a risk: an anti-doping lesson, a concussion check passed, a nutritionist's plan. */
export const CONTEXTS: [ConcernKind, Cue][] = [
  ["doping", "dopingTalk"],
  ["medical", "cleared"],
  ["hazing", "funOnly"],
];

export const SIGNALS: Signal[] = [
  // Suicide and self-harm: intent with a time, a decision or the means is urgent.
  {
    kind: "self-harm",
    severity: "urgent",
    all: [
      ["suicide", "deathWish"],
      ["lethalMeans", "when", "decided"],
    ],
  },
  {
    kind: "self-harm",
    severity: "urgent",
    all: [["lethalAct"], ["lethalMeans"], ["when", "decided", "farewell"]],
  },
  {
    kind: "self-harm",
    severity: "urgent",
    all: [["lethalMeans"], ["decided", "farewell", "hopeless"], ["when", "decided"]],
  },
  { kind: "self-harm", severity: "urgent", all: [["farewell"], ["when"], ["decided", "lethalMeans"]] },
  { kind: "self-harm", severity: "urgent", all: [["selfInjury"], ["implement"]] },
  { kind: "self-harm", severity: "high", all: [["suicide"]] },
  { kind: "self-harm", severity: "high", all: [["deathWish"]] },
  { kind: "self-harm", severity: "high", all: [["selfInjury"]] },
  { kind: "self-harm", severity: "high", all: [["lethalAct"], ["lethalMeans"]] },
  {
    kind: "self-harm",
    severity: "high",
    all: [
      ["farewell", "thanks"],
      ["givingAway", "noNeed", "hopeless"],
    ],
  },
  { kind: "self-harm", severity: "high", all: [["givingAway"], ["noNeed"]] },
  {
    kind: "self-harm",
    severity: "high",
    all: [["lastMessage"], ["farewell", "thanks", "hopeless", "givingAway"]],
  },
  { kind: "self-harm", severity: "medium", all: [["hopeless"]] },
  { kind: "self-harm", severity: "medium", all: [["farewell"]] },
  { kind: "self-harm", severity: "medium", all: [["lastMessage"]] },
  { kind: "self-harm", severity: "medium", all: [["givingAway"]] },
  { kind: "self-harm", severity: "medium", all: [["noNeed"]] },
  { kind: "self-harm", severity: "medium", all: [["hideMarks"]] },
  // Eating and weight.
  { kind: "eating", severity: "high", all: [["purge"]] },
  { kind: "eating", severity: "high", all: [["vomit"], ["weight", "bodyHate"]] },
  { kind: "eating", severity: "high", all: [["restrict"], ["weight", "bodyHate", "compensate"]] },
  { kind: "eating", severity: "high", all: [["dehydrate"], ["weight"]], unless: ["nutritionist"] },
  { kind: "eating", severity: "high", all: [["periodStop"]] },
  { kind: "eating", severity: "medium", all: [["restrict"]] },
  { kind: "eating", severity: "medium", all: [["compensate"]] },
  { kind: "eating", severity: "medium", all: [["extraExercise"], ["food"]] },
  { kind: "eating", severity: "medium", all: [["bodyHate"]] },
  // Abuse and grooming: the act comes first, so that "he never touched me" denies it.
  { kind: "abuse", severity: "urgent", all: [["sexual"]] },
  { kind: "abuse", severity: "urgent", all: [["touch"], ["adult"]] },
  { kind: "abuse", severity: "urgent", all: [["secret", "violence", "struck"], ["adult"]] },
  { kind: "abuse", severity: "urgent", all: [["grooming"], ["adult"], ["secret", "uneasy"]] },
  { kind: "abuse", severity: "high", all: [["violence"]] },
  { kind: "abuse", severity: "high", all: [["bullying", "struck"], ["peers"]] },
  { kind: "abuse", severity: "high", all: [["struck"], ["fearHome", "uneasy"]] },
  { kind: "abuse", severity: "medium", all: [["grooming", "uneasy"], ["adult"]] },
  { kind: "abuse", severity: "medium", all: [["fearHome"]] },
  // Hazing.
  { kind: "hazing", severity: "high", all: [["hazing"]] },
  { kind: "hazing", severity: "high", all: [["hazeAct"], ["initiation"]] },
  { kind: "hazing", severity: "high", all: [["hazeAct"], ["forced", "obliged"], ["peers", "initiation"]] },
  { kind: "hazing", severity: "high", all: [["hazeAct"], ["peers"]] },
  { kind: "hazing", severity: "medium", all: [["forced", "dread", "aftermath", "hazePrep"], ["initiation"]] },
  { kind: "hazing", severity: "medium", all: [["hazePrep"], ["peers", "forced"]] },
  // Sextortion.
  { kind: "sextortion", severity: "urgent", all: [["images"], ["threatShare"]] },
  { kind: "sextortion", severity: "high", all: [["images"], ["pressureSend"]] },
  // Concussion, cardiac and heat.
  { kind: "medical", severity: "high", all: [["headKnock"], ["neuro", "memory", "playOn"]] },
  { kind: "medical", severity: "high", all: [["cardiacStrong"]] },
  { kind: "medical", severity: "medium", all: [["memory"], ["neuro", "headKnock"]] },
  { kind: "medical", severity: "high", all: [["cardiacWeak"], ["exertion", "neuro"]] },
  { kind: "medical", severity: "high", all: [["neuro", "cardiacWeak"], ["playOn"]] },
  // Doping.
  { kind: "doping", severity: "high", all: [["pedDrug"]] },
  { kind: "doping", severity: "high", all: [["injection", "pills"], ["offer"], ["enhance"]] },
  { kind: "doping", severity: "high", all: [["injection"], ["enhance"]] },
  { kind: "doping", severity: "high", all: [["injection"], ["adult", "offer"]] },
  { kind: "doping", severity: "high", all: [["testDodge"]] },
  { kind: "doping", severity: "high", all: [["evade"], ["tester"]] },
  { kind: "doping", severity: "high", all: [["pills", "injection"], ["offer"], ["secret", "testDodge"]] },
  { kind: "doping", severity: "medium", all: [["offer"], ["enhance"]] },
  // Substances.
  { kind: "substances", severity: "high", all: [["hardDrug"]] },
  { kind: "substances", severity: "high", all: [["substance"], ["cope"]] },
  { kind: "substances", severity: "medium", all: [["euphemism", "substance"], ["dependence"]] },
];
