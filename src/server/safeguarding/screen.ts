/**
 * Screens what an athlete wrote or said before anything answers it. The offline rules and model always run (under
 * a millisecond, `npm run bench:safeguarding`); with a model configured, moderation and a classification call add to them within
 * a time limit (model-screen.ts). Screening does not read the person's choices of what the AI may know about them:
 * those shape the coach's brief, not the duty of care.
 */
import { modelScreen } from "./model-screen";
import { detectOffline } from "./offline";
import { mergeConcerns, type ScreenedConcern, type Screening } from "./screened";

/** The offline screen alone: synchronous, for callers that must not wait (and what every screen starts from). */
export function screenOffline(text: string): Screening {
  const start = performance.now();
  const concerns: ScreenedConcern[] = detectOffline(text).map((c) => ({
    kind: c.kind,
    severity: c.severity,
    detector: c.detector,
    score: c.score,
    evidence: c.evidence,
  }));
  return { concerns, runs: [{ detector: "rules", ok: true, ms: performance.now() - start }] };
}

/** The rules, and the model's checks when one is configured (`model`: the chat's or organisation's). */
export async function screenText(text: string, model: string | null = null): Promise<Screening> {
  const offline = screenOffline(text);
  if (text.trim() === "") return offline;
  const layer = await modelScreen(text, model);
  return {
    concerns: mergeConcerns([...offline.concerns, ...layer.concerns]),
    runs: [...offline.runs, ...layer.runs],
  };
}

/** The model's checks alone (none offline), merged as a screen: what a turn awaits before its first token. */
export async function screenWithModel(text: string, model: string | null = null): Promise<Screening> {
  if (text.trim() === "") return { concerns: [], runs: [] };
  const layer = await modelScreen(text, model);
  return { concerns: mergeConcerns(layer.concerns), runs: layer.runs };
}
