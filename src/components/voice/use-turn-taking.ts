"use client";

import { useTranslations } from "next-intl";
import * as React from "react";

import type { ChatMessage } from "@/lib/contracts/chats/schemas";
import type { FileReference } from "@/lib/contracts/files/schemas";
import { createPauseDetector, type Eagerness, rmsLevel } from "./pause-detector";
import { type RecordingMessage, recordingErrorMessage } from "./recording-type";
import { collect, createRecorder } from "./use-recorder";

export type TurnState = "starting" | "listening" | "hearing" | "thinking" | "speaking" | "error";

/** How often the microphone level is read (ms). */
const TICK_MS = 50;
/** Consecutive failed turns after which the loop stops. */
const MAX_FAILURES = 2;

/**
 * The offline speech-to-speech loop: listen on the microphone, detect the start of speech and the pause that ends
 * the turn, send the take (`sendTake` → the stored reply), play the reply's spoken audio, and listen again —
 * until `active` turns false. Exposes analysers for the microphone and the reply for a visualiser.
 */
export function useTurnTaking({
  active,
  microphone,
  eagerness,
  sendTake,
}: {
  active: boolean;
  microphone: MediaStream | null;
  eagerness: Eagerness;
  sendTake: (take: Blob) => Promise<ChatMessage | null>;
}) {
  const t = useTranslations("voice");
  const [state, setState] = React.useState<TurnState>("starting");
  // The `voice` catalogue's key of what went wrong: shown in the reader's language.
  const [error, setError] = React.useState<RecordingMessage | "session.turnsStopped" | null>(null);
  const [micAnalyser, setMicAnalyser] = React.useState<AnalyserNode | null>(null);
  const [replyAnalyser, setReplyAnalyser] = React.useState<AnalyserNode | null>(null);
  const sendRef = React.useRef(sendTake);
  sendRef.current = sendTake;

  React.useEffect(() => {
    if (!active || !microphone) return;
    let stopped = false;
    const context = new AudioContext();
    const source = context.createMediaStreamSource(microphone);
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    source.connect(analyser);
    setMicAnalyser(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const detector = createPauseDetector(eagerness);
    const player = new Audio();
    player.crossOrigin = "use-credentials";
    let playerSource: MediaElementAudioSourceNode | null = null;
    let timer: ReturnType<typeof setInterval> | null = null;
    let recorder: MediaRecorder | null = null;
    let failures = 0;

    const listen = () => {
      if (stopped) return;
      try {
        recorder = createRecorder(microphone);
      } catch (failure) {
        setError(recordingErrorMessage(failure));
        setState("error");
        return;
      }
      const take = collect(recorder);
      recorder.start(250);
      detector.reset();
      setState("listening");
      timer = setInterval(() => {
        analyser.getByteTimeDomainData(samples);
        const event = detector.feed(rmsLevel(samples), performance.now());
        if (event === "speech-start") setState("hearing");
        if (event === "turn-end") {
          if (timer) clearInterval(timer);
          timer = null;
          recorder?.stop();
          void take.then(respond);
        }
      }, TICK_MS);
    };

    const respond = async (blob: Blob) => {
      if (stopped) return;
      setState("thinking");
      const reply = await sendRef.current(blob);
      if (stopped) return;
      if (!reply) {
        // The failure was shown (e.g. nothing heard): try once more, then stop rather than loop on it.
        failures += 1;
        if (failures >= MAX_FAILURES) {
          setError("session.turnsStopped");
          setState("error");
          return;
        }
        return listen();
      }
      failures = 0;
      const files = (reply?.files ?? []) as unknown as (FileReference | string)[];
      const audio = files.find(
        (f): f is FileReference => typeof f === "object" && f !== null && (f.type ?? "").startsWith("audio/"),
      );
      if (!audio) return listen();
      setState("speaking");
      player.src = audio.url;
      if (!playerSource) {
        playerSource = context.createMediaElementSource(player);
        const out = context.createAnalyser();
        out.fftSize = 1024;
        playerSource.connect(out);
        out.connect(context.destination);
        setReplyAnalyser(out);
      }
      player.onended = () => listen();
      player.onerror = () => listen();
      await context.resume().catch(() => {});
      await player.play().catch(() => listen());
    };

    listen();
    return () => {
      stopped = true;
      if (timer) clearInterval(timer);
      if (recorder && recorder.state !== "inactive") recorder.stop();
      player.pause();
      player.removeAttribute("src");
      void context.close().catch(() => {});
      setMicAnalyser(null);
      setReplyAnalyser(null);
    };
  }, [active, microphone, eagerness]);

  return { state, error: error ? t(error) : null, micAnalyser, replyAnalyser };
}
