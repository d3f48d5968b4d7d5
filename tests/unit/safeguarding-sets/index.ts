/**
 * Every labelled safeguarding set, each from one author. Training sets: what the cues were tuned on and the offline
 * model learns from. Test sets: written by other authors, never read, never tuned or trained on; what
 * `npm run bench:safeguarding` reports as the estimate. A test set, once reported, may later join the training sets
 * only when a new test set replaces it.
 */
import * as corpus from "../safeguarding-corpus";
import * as first from "../safeguarding-heldout";
import * as everydayX from "./everyday-x";
import * as everydayY from "./everyday-y";
import * as finalD from "./final-d";
import * as finalE from "./final-e";
import * as finalF from "./final-f";
import * as finalG from "./final-g";
import * as finalV from "./final-v";
import * as finalW from "./final-w";
import * as finalY from "./final-y";
import * as finalZ from "./final-z";
import * as trainH from "./train-h";
import * as trainI from "./train-i";
import * as trainJ from "./train-j";
import * as trainK from "./train-k";
import * as trainL from "./train-l";
import * as trainM from "./train-m";
import * as trainP from "./train-p";
import * as trainQ from "./train-q";
import * as trainR from "./train-r";
import * as trainS from "./train-s";
import * as trainT from "./train-t";
import * as tuningB from "./tuning-b";
import * as tuningC from "./tuning-c";
import type { LabelledRisk, LabelledTalk } from "./types";

export interface LabelledSet {
  name: string;
  risk: LabelledRisk[];
  talk: LabelledTalk[];
}

const styled = (
  risk: { text: string; kind: LabelledRisk["kind"]; severity: LabelledRisk["severity"]; language: string }[],
) =>
  risk.map((r) => ({ ...r, style: r.severity === "medium" ? ("indirect" as const) : ("explicit" as const) }));

export const TRAINING_SETS: LabelledSet[] = [
  { name: "development", risk: styled(corpus.RISK), talk: corpus.SPORTS_TALK },
  { name: "first held-out", risk: first.HELD_OUT_RISK, talk: first.HELD_OUT_SPORTS_TALK },
  { name: "tuning-b", risk: tuningB.RISK, talk: tuningB.SPORTS_TALK },
  { name: "tuning-c", risk: tuningC.RISK, talk: tuningC.SPORTS_TALK },
  { name: "final-d", risk: finalD.RISK, talk: finalD.SPORTS_TALK },
  { name: "final-e", risk: finalE.RISK, talk: finalE.SPORTS_TALK },
  { name: "train-h", risk: trainH.RISK, talk: trainH.SPORTS_TALK },
  { name: "train-i", risk: trainI.RISK, talk: trainI.SPORTS_TALK },
  { name: "train-k", risk: trainK.RISK, talk: trainK.SPORTS_TALK },
  { name: "train-l", risk: trainL.RISK, talk: trainL.SPORTS_TALK },
  { name: "train-m", risk: trainM.RISK, talk: trainM.SPORTS_TALK },
  { name: "train-j", risk: trainJ.RISK, talk: trainJ.SPORTS_TALK },
  { name: "train-p", risk: trainP.RISK, talk: trainP.SPORTS_TALK },
  { name: "train-q", risk: trainQ.RISK, talk: trainQ.SPORTS_TALK },
  { name: "train-r", risk: trainR.RISK, talk: trainR.SPORTS_TALK },
  { name: "train-s", risk: trainS.RISK, talk: trainS.SPORTS_TALK },
  { name: "train-t", risk: trainT.RISK, talk: trainT.SPORTS_TALK },
  // Everyday messages only (no risk): questions and updates to a coach, journals.
  { name: "everyday-x", risk: everydayX.RISK, talk: everydayX.SPORTS_TALK },
  { name: "everyday-y", risk: everydayY.RISK, talk: everydayY.SPORTS_TALK },
  // Reported as the estimate in earlier rounds (never read), then replaced by new test sets.
  { name: "final-f", risk: finalF.RISK, talk: finalF.SPORTS_TALK },
  { name: "final-g", risk: finalG.RISK, talk: finalG.SPORTS_TALK },
  { name: "final-v", risk: finalV.RISK, talk: finalV.SPORTS_TALK },
  { name: "final-w", risk: finalW.RISK, talk: finalW.SPORTS_TALK },
];

/** @public Read by scripts/bench-safeguarding.mjs, which loads this file through tsx. */
export const TEST_SETS: LabelledSet[] = [
  { name: "final-y", risk: finalY.RISK, talk: finalY.SPORTS_TALK },
  { name: "final-z", risk: finalZ.RISK, talk: finalZ.SPORTS_TALK },
];
