/**
 * Turn detection for the offline "turns" mode (pure, unit-tested): fed the microphone's level over time, it says
 * when the speaker started talking and when they paused long enough to end their turn. The sensitivity
 * (turnDetection.eagerness) sets how long a pause must be: "low" waits longest, "high" answers soonest.
 */
import type { VOICE_SENSITIVITIES } from "@/lib/constants";

export type Eagerness = (typeof VOICE_SENSITIVITIES)[number];

export interface PauseThresholds {
  /** RMS level (0–1) above which a frame counts as speech. */
  speechLevel: number;
  /** Speech must last this long (ms) before it counts as the start of a turn (ignores clicks). */
  minSpeechMs: number;
  /** Silence this long (ms) after speech ends the turn. */
  pauseMs: number;
  /** A turn is cut here (ms) even without a pause. */
  maxTurnMs: number;
}

export const PAUSE_THRESHOLDS: Record<Eagerness, PauseThresholds> = {
  low: { speechLevel: 0.02, minSpeechMs: 250, pauseMs: 1500, maxTurnMs: 60_000 },
  medium: { speechLevel: 0.02, minSpeechMs: 200, pauseMs: 1000, maxTurnMs: 60_000 },
  high: { speechLevel: 0.02, minSpeechMs: 150, pauseMs: 600, maxTurnMs: 60_000 },
};

export type PauseEvent = "speech-start" | "turn-end" | null;

export interface PauseDetector {
  /** One level reading at time `now` (ms); answers the event it caused, if any. */
  feed: (level: number, now: number) => PauseEvent;
  reset: () => void;
  readonly speaking: boolean;
}

export function createPauseDetector(eagerness: Eagerness): PauseDetector {
  const t = PAUSE_THRESHOLDS[eagerness] ?? PAUSE_THRESHOLDS.low;
  let loudSince: number | null = null;
  let turnStart: number | null = null;
  let quietSince: number | null = null;

  return {
    get speaking() {
      return turnStart !== null;
    },
    reset() {
      loudSince = null;
      turnStart = null;
      quietSince = null;
    },
    feed(level, now) {
      const loud = level >= t.speechLevel;
      if (turnStart === null) {
        if (!loud) {
          loudSince = null;
          return null;
        }
        loudSince ??= now;
        if (now - loudSince >= t.minSpeechMs) {
          turnStart = loudSince;
          quietSince = null;
          return "speech-start";
        }
        return null;
      }
      if (now - turnStart >= t.maxTurnMs) {
        this.reset();
        return "turn-end";
      }
      if (loud) {
        quietSince = null;
        return null;
      }
      quietSince ??= now;
      if (now - quietSince >= t.pauseMs) {
        this.reset();
        return "turn-end";
      }
      return null;
    },
  };
}

/** Root mean square of time-domain bytes from an AnalyserNode (128 = silence), 0–1. */
export function rmsLevel(samples: Uint8Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) {
    const v = (sample - 128) / 128;
    sum += v * v;
  }
  return Math.sqrt(sum / samples.length);
}
