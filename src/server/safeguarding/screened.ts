/** What the screen answers: each concern with the detector that found it. */
import type { ConcernKind, Detector, Severity } from "@/lib/contracts/safeguarding/values";

export interface ScreenedConcern {
  kind: ConcernKind;
  severity: Severity;
  detector: Detector;
  /** 0..1: the rules' 1 (explicit) or 0.7 (indirect), the moderation score, or the classifier's confidence. */
  score: number;
  /** The words the rules matched, or the moderation category; empty for the classifier. */
  evidence: string;
}

export interface Screening {
  /** One per kind, most severe first. */
  concerns: ScreenedConcern[];
  /** Which detectors ran, whether they answered, and how long they took (ms). */
  runs: { detector: Detector; ok: boolean; ms: number }[];
}

const RANK: Record<Severity, number> = { urgent: 0, high: 1, medium: 2 };

export const bySeverity = (
  a: { severity: Severity; score: number },
  b: { severity: Severity; score: number },
) => RANK[a.severity] - RANK[b.severity] || b.score - a.score;

/** One concern per kind: the most severe (then the highest score) of what the detectors found. */
export function mergeConcerns(found: ScreenedConcern[]): ScreenedConcern[] {
  const best = new Map<ConcernKind, ScreenedConcern>();
  for (const concern of [...found].sort(bySeverity))
    if (!best.has(concern.kind)) best.set(concern.kind, concern);
  return [...best.values()].sort(bySeverity);
}
