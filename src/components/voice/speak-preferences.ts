"use client";

import * as React from "react";

import { TTS_VOICES } from "@/lib/constants";
import { DEFAULT_TTS_VOICE } from "@/lib/contracts/voice/values";

const KEY = "chat.speakReplies";
/** Tells the other users of the preference on this page that it changed. */
const CHANGED = "speak-preference-changed";

export type TtsVoice = (typeof TTS_VOICES)[number];

export interface SpeakPreference {
  enabled: boolean;
  voice: TtsVoice;
}

/** Reads the stored preference; anything unreadable falls back to off with the default voice. */
export function parseSpeakPreference(raw: string | null): SpeakPreference {
  const fallback: SpeakPreference = { enabled: false, voice: DEFAULT_TTS_VOICE };
  if (!raw) return fallback;
  try {
    const value = JSON.parse(raw) as Partial<SpeakPreference>;
    return {
      enabled: value.enabled === true,
      voice: (TTS_VOICES as readonly string[]).includes(value.voice ?? "")
        ? (value.voice as TtsVoice)
        : DEFAULT_TTS_VOICE,
    };
  } catch {
    return fallback;
  }
}

/** "Speak replies" and its TTS voice, remembered in localStorage. */
export function useSpeakPreference(): [SpeakPreference, (next: SpeakPreference) => void] {
  const [value, setValue] = React.useState<SpeakPreference>({ enabled: false, voice: DEFAULT_TTS_VOICE });
  React.useEffect(() => {
    // The same preference keeps the same object: reading it on mount does not render the chat again.
    const read = () =>
      setValue((current) => {
        const next = parseSpeakPreference(window.localStorage.getItem(KEY));
        return next.enabled === current.enabled && next.voice === current.voice ? current : next;
      });
    read();
    window.addEventListener(CHANGED, read);
    window.addEventListener("storage", read);
    return () => {
      window.removeEventListener(CHANGED, read);
      window.removeEventListener("storage", read);
    };
  }, []);
  const update = React.useCallback((next: SpeakPreference) => {
    setValue(next);
    try {
      window.localStorage.setItem(KEY, JSON.stringify(next));
      window.dispatchEvent(new Event(CHANGED));
    } catch {
      // Private mode: kept for this page only.
    }
  }, []);
  return [value, update];
}
