/**
 * The offline screen: the rules (cues and lexicons, detector.ts) and the offline model (model/), both synchronous
 * and without a network. The model adds a kind the rules did not find, or raises one they found too low.
 */
import type { Detector } from "@/lib/contract-values/safeguarding";
import type { Concern, Severity } from "./concern";
import { detectConcerns, read } from "./detector";
import { modelConcern } from "./model/offline-model";

export interface OfflineConcern extends Concern {
  detector: Extract<Detector, "rules" | "offline-model">;
}

const RANK: Record<Severity, number> = { urgent: 3, high: 2, medium: 1 };

export function detectOffline(text: string): OfflineConcern[] {
  const reading = read(text);
  const found: OfflineConcern[] = detectConcerns(text, reading).map((c) => ({ ...c, detector: "rules" }));
  const model = modelConcern(text, reading);
  if (!model) return found;
  const same = found.find((c) => c.kind === model.kind);
  if (!same) found.push({ ...model, detector: "offline-model" });
  else if (RANK[model.severity] > RANK[same.severity])
    Object.assign(same, { ...model, detector: "offline-model" });
  return found.sort((a, b) => RANK[b.severity] - RANK[a.severity]);
}
