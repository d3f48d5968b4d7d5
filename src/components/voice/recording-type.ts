/** Which MediaRecorder type to record with (pure: the support check is passed in, so it is unit-tested). */
import type { ACCEPTED_RECORDING_TYPES } from "@/lib/contracts/files/schemas";

/** Opus in webm first (Chromium, Firefox), then the other accepted containers (Safari records mp4). */
export const RECORDING_PREFERENCE = [
  "audio/webm;codecs=opus",
  "audio/webm",
  "audio/ogg;codecs=opus",
  "audio/ogg",
  "audio/mp4;codecs=opus",
  "audio/mp4",
  "audio/mpeg",
  "audio/wav",
] as const satisfies readonly (typeof ACCEPTED_RECORDING_TYPES)[number][];

/** The first accepted type the browser can record, or null when it can record none of them. */
export function pickRecordingType(isSupported: (type: string) => boolean): string | null {
  for (const type of RECORDING_PREFERENCE) {
    try {
      if (isSupported(type)) return type;
    } catch {
      // Some browsers throw for unknown types: not supported.
    }
  }
  return null;
}

/** mm:ss for the recording timer. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${seconds.toString().padStart(2, "0")}`;
}

/**
 * The recording problems, as the keys of their messages in the `voice` catalogue
 * (src/i18n/messages/<locale>/voice.json): the hooks show them with `useTranslations("voice")`.
 */
export const RECORDING_MESSAGES = {
  permissionDenied: "recording.permissionDenied",
  noMicrophone: "recording.noMicrophone",
  unsupported: "recording.unsupported",
  failed: "recording.failed",
  nothingHeard: "recording.nothingHeard",
} as const;

export type RecordingMessage = (typeof RECORDING_MESSAGES)[keyof typeof RECORDING_MESSAGES];

/** The message (its `voice` catalogue key) for a getUserMedia / MediaRecorder failure. */
export function recordingErrorMessage(error: unknown): RecordingMessage {
  const name =
    error instanceof Error || (typeof DOMException !== "undefined" && error instanceof DOMException)
      ? (error as Error).name
      : "";
  if (name === "NotAllowedError" || name === "SecurityError") return RECORDING_MESSAGES.permissionDenied;
  if (name === "NotFoundError" || name === "OverconstrainedError") return RECORDING_MESSAGES.noMicrophone;
  if (name === "NotSupportedError") return RECORDING_MESSAGES.unsupported;
  return RECORDING_MESSAGES.failed;
}
