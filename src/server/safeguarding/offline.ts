/**
 * The offline screen: the rules (cues and lexicons, detector.ts) and the offline model (model/), both synchronous
 * and without a network. The model adds a kind the rules did not find, or raises one they found too low.
 */
import type { Detector } from "@/lib/contracts/safeguarding/values";
import type { Concern, Severity } from "./concern";
import type { Cue } from "./cues/cue";
import { cuesIn, detectConcerns, read } from "./detector";
import { modelConcern } from "./model/offline-model";

export interface OfflineConcern extends Concern {
  detector: Extract<Detector, "rules" | "offline-model">;
}

const RANK: Record<Severity, number> = { urgent: 3, high: 2, medium: 1 };

/**
 * What makes a finding urgent whichever detector made it (§ urgent: self-harm with a plan or means, abuse by an
 * adult): the cues the whole message holds, not only the sentence that raised it.
 */
const URGENT_WHEN: Partial<Record<Concern["kind"], { all: Cue[][] }>> = {
  "self-harm": {
    all: [
      ["lethalMeans", "lethalAct", "decided", "implement"],
      ["suicide", "deathWish", "selfInjury"],
    ],
  },
  abuse: { all: [["adult"], ["sexual", "touch", "grooming", "secret", "violence", "struck"]] },
};

function urgentBy(kind: Concern["kind"], cues: Set<Cue>): boolean {
  const rule = URGENT_WHEN[kind];
  return Boolean(rule?.all.every((group) => group.some((cue) => cues.has(cue))));
}

export function detectOffline(text: string): OfflineConcern[] {
  const reading = read(text);
  const found: OfflineConcern[] = detectConcerns(text, reading).map((c) => ({ ...c, detector: "rules" }));
  const model = modelConcern(text, reading);
  const same = model && found.find((c) => c.kind === model.kind);
  if (model && !same) found.push({ ...model, detector: "offline-model" });
  else if (model && same && RANK[model.severity] > RANK[same.severity]) {
    Object.assign(same, { ...model, detector: "offline-model" });
  }
  const cues = new Set(cuesIn(text, reading));
  for (const c of found) if (urgentBy(c.kind, cues)) c.severity = "urgent";
  return found.sort((a, b) => RANK[b.severity] - RANK[a.severity]);
}
