"use client";

import { useTranslations } from "next-intl";
import * as React from "react";

import {
  pickRecordingType,
  RECORDING_MESSAGES,
  type RecordingMessage,
  recordingErrorMessage,
} from "./recording-type";
import { listenForSound, type SoundMeter } from "./sound-meter";

export type RecorderState = "idle" | "starting" | "recording";

export interface Recorder {
  state: RecorderState;
  /** Milliseconds since the recording started. */
  elapsed: number;
  /** What went wrong, in the reader's language. */
  error: string | null;
  /** The live microphone stream while recording (for a visualiser). */
  stream: MediaStream | null;
  start: () => Promise<void>;
  /** Stops and resolves with the recording (null when nothing was recorded, or nothing was heard: `error` says). */
  stop: () => Promise<Blob | null>;
  /** Stops and throws the recording away. */
  cancel: () => void;
}

/** Opens the microphone with the browser's permission prompt. */
export function openMicrophone(): Promise<MediaStream> {
  if (typeof navigator === "undefined" || !navigator.mediaDevices?.getUserMedia) {
    return Promise.reject(
      Object.assign(new Error(RECORDING_MESSAGES.unsupported), { name: "NotSupportedError" }),
    );
  }
  return navigator.mediaDevices.getUserMedia({ audio: true });
}

/** A MediaRecorder on `stream` with the best accepted type; throws NotSupportedError when there is none. */
export function createRecorder(stream: MediaStream): MediaRecorder {
  if (typeof MediaRecorder === "undefined") {
    throw Object.assign(new Error(RECORDING_MESSAGES.unsupported), { name: "NotSupportedError" });
  }
  const type = pickRecordingType((t) => MediaRecorder.isTypeSupported(t));
  if (!type) throw Object.assign(new Error(RECORDING_MESSAGES.unsupported), { name: "NotSupportedError" });
  return new MediaRecorder(stream, { mimeType: type });
}

/** Resolves with everything `recorder` recorded once it stops. */
export function collect(recorder: MediaRecorder): Promise<Blob> {
  const chunks: Blob[] = [];
  recorder.addEventListener("dataavailable", (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  });
  return new Promise((resolve) => {
    recorder.addEventListener("stop", () => resolve(new Blob(chunks, { type: recorder.mimeType })));
  });
}

/** One recording at a time from the microphone: start, elapsed time, stop (→ Blob) or cancel. */
export function useRecorder(): Recorder {
  const t = useTranslations("voice");
  const [state, setState] = React.useState<RecorderState>("idle");
  const [elapsed, setElapsed] = React.useState(0);
  const [error, setError] = React.useState<RecordingMessage | null>(null);
  const [stream, setStream] = React.useState<MediaStream | null>(null);
  const current = React.useRef<{
    recorder: MediaRecorder;
    done: Promise<Blob>;
    stream: MediaStream;
    meter: SoundMeter;
  } | null>(null);
  const timer = React.useRef<ReturnType<typeof setInterval> | null>(null);

  const release = React.useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    current.current?.meter.close();
    current.current?.stream.getTracks().forEach((track) => {
      track.stop();
    });
    current.current = null;
    setStream(null);
    setState("idle");
    setElapsed(0);
  }, []);

  const start = React.useCallback(async () => {
    if (current.current) return;
    setError(null);
    setState("starting");
    let media: MediaStream | null = null;
    try {
      media = await openMicrophone();
      const recorder = createRecorder(media);
      const done = collect(recorder);
      recorder.start(250);
      current.current = { recorder, done, stream: media, meter: listenForSound(media) };
      setStream(media);
      const began = Date.now();
      setElapsed(0);
      timer.current = setInterval(() => setElapsed(Date.now() - began), 250);
      setState("recording");
    } catch (failure) {
      media?.getTracks().forEach((track) => {
        track.stop();
      });
      setError(recordingErrorMessage(failure));
      setState("idle");
    }
  }, []);

  const stop = React.useCallback(async () => {
    const active = current.current;
    if (!active) return null;
    if (active.recorder.state !== "inactive") active.recorder.stop();
    const blob = await active.done;
    const heard = active.meter.heard();
    release();
    if (!heard) {
      setError(RECORDING_MESSAGES.nothingHeard);
      return null;
    }
    return blob.size > 0 ? blob : null;
  }, [release]);

  const cancel = React.useCallback(() => {
    const active = current.current;
    if (active && active.recorder.state !== "inactive") active.recorder.stop();
    release();
  }, [release]);

  React.useEffect(() => () => cancelRef.current(), []);
  const cancelRef = React.useRef(cancel);
  cancelRef.current = cancel;

  return { state, elapsed, error: error ? t(error) : null, stream, start, stop, cancel };
}
