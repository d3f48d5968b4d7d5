import { describe, expect, it } from "vitest";
import { createPauseDetector, PAUSE_THRESHOLDS, rmsLevel } from "@/components/voice/pause-detector";
import { transcriptFromEvent, usageFromResponseDone } from "@/components/voice/realtime-client";
import {
  formatElapsed,
  pickRecordingType,
  RECORDING_MESSAGES,
  recordingErrorMessage,
} from "@/components/voice/recording-type";
import { parseSpeakPreference } from "@/components/voice/speak-preferences";
import {
  inheritedVoiceSettings,
  scopedVoiceSettings,
  voicePatch,
} from "@/components/voice/voice-settings-model";
import { ACCEPTED_RECORDING_TYPES } from "@/lib/contracts/files/schemas";
import { VOICE_DEFAULTS, type VoiceSettingsView } from "@/lib/contracts/voice/schemas";

/** Feeds `level` every 50 ms from `from` to `to` (exclusive); answers the events with their times. */
function run(detector: ReturnType<typeof createPauseDetector>, level: number, from: number, to: number) {
  const events: [string, number][] = [];
  for (let t = from; t < to; t += 50) {
    const event = detector.feed(level, t);
    if (event) events.push([event, t]);
  }
  return events;
}

describe("pause detector", () => {
  it("starts a turn after sustained speech and ignores a click", () => {
    const d = createPauseDetector("low");
    expect(run(d, 0.3, 0, 100)).toEqual([]);
    expect(run(d, 0, 100, 600)).toEqual([]);
    expect(d.speaking).toBe(false);
    const events = run(d, 0.3, 600, 1200);
    expect(events[0]?.[0]).toBe("speech-start");
    expect(d.speaking).toBe(true);
  });

  it("ends the turn after the eagerness' pause: low waits longest, high answers soonest", () => {
    const endAfter = (eagerness: "low" | "medium" | "high") => {
      const d = createPauseDetector(eagerness);
      run(d, 0.3, 0, 1000);
      const events = run(d, 0.001, 1000, 5000);
      return (events.find(([e]) => e === "turn-end")?.[1] ?? Number.NaN) - 1000;
    };
    expect(endAfter("low")).toBe(PAUSE_THRESHOLDS.low.pauseMs);
    expect(endAfter("medium")).toBe(PAUSE_THRESHOLDS.medium.pauseMs);
    expect(endAfter("high")).toBe(PAUSE_THRESHOLDS.high.pauseMs);
    expect(endAfter("low")).toBeGreaterThan(endAfter("medium"));
    expect(endAfter("medium")).toBeGreaterThan(endAfter("high"));
  });

  it("a short breath inside the turn does not end it; an overlong turn is cut", () => {
    const d = createPauseDetector("medium");
    run(d, 0.3, 0, 1000);
    expect(run(d, 0, 1000, 1500)).toEqual([]);
    expect(run(d, 0.3, 1500, 2000)).toEqual([]);
    const long = createPauseDetector("high");
    const events = run(long, 0.3, 0, PAUSE_THRESHOLDS.high.maxTurnMs + 1000);
    expect(events.map(([e]) => e).slice(0, 2)).toEqual(["speech-start", "turn-end"]);
  });

  it("rmsLevel: silence is 0, full swing is near 1", () => {
    expect(rmsLevel(new Uint8Array([128, 128, 128]))).toBe(0);
    expect(rmsLevel(new Uint8Array([0, 255, 0, 255]))).toBeGreaterThan(0.95);
    expect(rmsLevel(new Uint8Array([]))).toBe(0);
  });
});

describe("recording type", () => {
  it("prefers webm opus, falls back to what the browser supports, all accepted", () => {
    expect(pickRecordingType(() => true)).toBe("audio/webm;codecs=opus");
    expect(pickRecordingType((t) => t === "audio/mp4")).toBe("audio/mp4");
    expect(pickRecordingType(() => false)).toBeNull();
    expect(
      pickRecordingType(() => {
        throw new Error("unknown");
      }),
    ).toBeNull();
    for (const type of ["audio/webm;codecs=opus", "audio/ogg", "audio/mp4", "audio/wav"]) {
      expect(ACCEPTED_RECORDING_TYPES as readonly string[]).toContain(pickRecordingType((t) => t === type));
    }
  });

  it("explains microphone failures and formats the timer", () => {
    expect(recordingErrorMessage(Object.assign(new Error("x"), { name: "NotAllowedError" }))).toBe(
      RECORDING_MESSAGES.permissionDenied,
    );
    expect(recordingErrorMessage(Object.assign(new Error("x"), { name: "NotFoundError" }))).toBe(
      RECORDING_MESSAGES.noMicrophone,
    );
    expect(recordingErrorMessage(Object.assign(new Error("x"), { name: "NotSupportedError" }))).toBe(
      RECORDING_MESSAGES.unsupported,
    );
    expect(recordingErrorMessage("boom")).toBe(RECORDING_MESSAGES.failed);
    expect(formatElapsed(0)).toBe("0:00");
    expect(formatElapsed(65_400)).toBe("1:05");
  });
});

describe("speak preference", () => {
  it("reads what was stored and falls back on anything else", () => {
    expect(parseSpeakPreference(JSON.stringify({ enabled: true, voice: "nova" }))).toEqual({
      enabled: true,
      voice: "nova",
    });
    expect(parseSpeakPreference(JSON.stringify({ enabled: true, voice: "sage" })).voice).toBe("alloy");
    expect(parseSpeakPreference("{oops")).toEqual({ enabled: false, voice: "alloy" });
    expect(parseSpeakPreference(null).enabled).toBe(false);
  });
});

describe("voice settings layers", () => {
  const view: VoiceSettingsView = {
    effective: VOICE_DEFAULTS as unknown as VoiceSettingsView["effective"],
    organization: { voice: "coral", turnDetection: { eagerness: "high" } },
    user: { inputAudioTranscription: { language: "es" } },
  };

  it("organisation scope inherits the defaults; user scope the organisation's", () => {
    expect(inheritedVoiceSettings(view, "organization")).toEqual(VOICE_DEFAULTS);
    const user = inheritedVoiceSettings(view, "user");
    expect(user.voice).toBe("coral");
    expect(user.turnDetection.eagerness).toBe("high");
    expect(user.inputAudioTranscription.language).toBe("en");
  });

  it("the scope's own row goes on top, nested fields one by one", () => {
    const user = scopedVoiceSettings(view, "user");
    expect(user.inputAudioTranscription).toEqual({ model: "gpt-4o-transcribe", language: "es" });
    expect(user.voice).toBe("coral");
    const org = scopedVoiceSettings(view, "organization");
    expect(org.voice).toBe("coral");
    expect(org.inputAudioTranscription.language).toBe("en");
    expect(voicePatch(org).turnDetection).toEqual({ type: "semantic_vad", eagerness: "high" });
  });
});

describe("realtime events", () => {
  it("keeps the user's completed transcription and the assistant's audio transcript", () => {
    expect(
      transcriptFromEvent({
        type: "conversation.item.input_audio_transcription.completed",
        transcript: " hi ",
        item_id: "item_1",
      }),
    ).toEqual({ role: "user", message: "hi", idFromClient: "item_1" });
    expect(
      transcriptFromEvent({
        type: "response.output_audio_transcript.done",
        transcript: "Hello",
        item_id: "item_2",
      }),
    ).toEqual({ role: "assistant", message: "Hello", idFromClient: "item_2" });
    expect(
      transcriptFromEvent({ type: "response.output_audio_transcript.delta", transcript: "He", item_id: "i" }),
    ).toBeNull();
    expect(
      transcriptFromEvent({ type: "response.output_audio_transcript.done", transcript: " ", item_id: "i" }),
    ).toBeNull();
  });

  it("turns response.done usage into a usage report", () => {
    expect(
      usageFromResponseDone({ response: { usage: { input_tokens: 10, output_tokens: 5 } } }, "m", "c"),
    ).toEqual({ inputTokens: 10, outputTokens: 5, totalTokens: 15, model: "m", chatId: "c" });
    expect(usageFromResponseDone({ response: {} }, "m", "c")).toBeNull();
  });
});
