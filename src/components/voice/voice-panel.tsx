"use client";

import { PhoneOffIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";

import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { chats } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import type { ChatMessage } from "@/lib/contracts/chats/schemas";
import type { SpeechToSpeechSession } from "@/lib/contracts/voice/schemas";
import {
  connectRealtime,
  type RealtimeConnection,
  type RealtimeState,
  VoiceSessionError,
} from "./realtime-client";
import { type RecordingMessage, recordingErrorMessage } from "./recording-type";
import { openMicrophone } from "./use-recorder";
import { type TurnState, useTurnTaking } from "./use-turn-taking";
import { AudioVisualizer } from "./visualizer";

/**
 * What stopped the session: a message of the `voice` catalogue (`key`), or a text that comes translated or as
 * it is (the API's message, the realtime service's own).
 */
type Problem =
  | { key: RecordingMessage | VoiceSessionError["key"] | "session.failed" | "session.supportPause" }
  | { text: string };

function problemOf(failure: unknown, fallback: "session.notOpened" | "session.failed"): Problem {
  if (failure instanceof VoiceSessionError) return { key: failure.key };
  return failure instanceof Error ? { text: failure.message } : { key: fallback };
}

function ProblemText({ problem }: { problem: Problem }) {
  const t = useTranslations("voice");
  return "key" in problem ? t(problem.key) : problem.text;
}

/**
 * The "Talk" panel: opens a speech-to-speech session for the chat (POST /chats/initialize-speech-to-speech) and
 * runs it — WebRTC with OpenAI's realtime model (mode "realtime"), or taking turns through /chats/send-audio
 * (mode "turns", offline). End (or Escape) closes it and releases the microphone. Non-modal, so the chat
 * behind it shows the conversation as it is written.
 */
export function VoicePanel({
  chatId,
  open,
  onOpenChange,
  sendTake,
}: {
  chatId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends one spoken turn (turns mode) and resolves with the stored reply. */
  sendTake: (take: Blob) => Promise<ChatMessage | null>;
}) {
  const [session, setSession] = React.useState<SpeechToSpeechSession | null>(null);
  const [microphone, setMicrophone] = React.useState<MediaStream | null>(null);
  const [error, setError] = React.useState<Problem | null>(null);
  const t = useTranslations("voice");

  React.useEffect(() => {
    if (!open) return;
    let cancelled = false;
    let stream: MediaStream | null = null;
    setError(null);
    setSession(null);
    (async () => {
      try {
        const started = await call(
          chats.initializeSpeechToSpeech,
          { body: { chatId, config: {} } },
          { toastOnError: false },
        );
        if (cancelled) return;
        try {
          stream = await openMicrophone();
        } catch (failure) {
          if (!cancelled) setError({ key: recordingErrorMessage(failure) });
          return;
        }
        if (cancelled) {
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        setMicrophone(stream);
        setSession(started);
      } catch (failure) {
        if (!cancelled) setError(problemOf(failure, "session.notOpened"));
      }
    })();
    return () => {
      cancelled = true;
      if (stream) for (const track of stream.getTracks()) track.stop();
      setMicrophone(null);
      setSession(null);
    };
  }, [open, chatId]);

  return (
    // Not modal, in a corner: the transcript and reply stay visible (and readable by assistive technology) as
    // they stream into the chat; clicking the chat does not end the conversation, End and Escape do.
    <Dialog open={open} onOpenChange={onOpenChange} modal={false}>
      <DialogContent
        aria-describedby="voice-panel-description"
        data-testid="voice-panel"
        className="top-auto right-4 bottom-4 left-auto translate-x-0 translate-y-0 sm:max-w-sm"
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{t("panel.title")}</DialogTitle>
          <DialogDescription id="voice-panel-description">{t("panel.description")}</DialogDescription>
        </DialogHeader>
        {error ? (
          <Alert variant="destructive">
            <AlertDescription>
              <ProblemText problem={error} />
            </AlertDescription>
          </Alert>
        ) : !session || !microphone ? (
          <Spinner label={t("panel.connecting")} />
        ) : session.mode === "realtime" ? (
          <RealtimeTalk session={session} microphone={microphone} />
        ) : (
          <TurnsTalk session={session} microphone={microphone} sendTake={sendTake} />
        )}
        <div className="flex justify-end">
          <Button variant="destructive" onClick={() => onOpenChange(false)}>
            <PhoneOffIcon />
            {t("panel.end")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function StateLine({ state }: { state: TurnState | RealtimeState }) {
  const t = useTranslations("voice");
  return (
    <p role="status" aria-live="polite" className="text-center text-lg font-medium" data-testid="voice-state">
      {t(`states.${state}`)}
    </p>
  );
}

function TurnsTalk({
  session,
  microphone,
  sendTake,
}: {
  session: SpeechToSpeechSession;
  microphone: MediaStream;
  sendTake: (take: Blob) => Promise<ChatMessage | null>;
}) {
  const t = useTranslations("voice");
  const turns = useTurnTaking({
    active: true,
    microphone,
    eagerness: session.settings.turnDetection.eagerness,
    sendTake,
  });
  const speaking = turns.state === "speaking";
  return (
    <div className="grid justify-items-center gap-3">
      <StateLine state={turns.state} />
      {session.settings.showAudioVisualization ? (
        <AudioVisualizer
          analyser={speaking ? turns.replyAnalyser : turns.micAnalyser}
          label={speaking ? t("panel.replyLevel") : t("panel.microphoneLevel")}
        />
      ) : null}
      {turns.error ? (
        <p role="alert" className="text-sm text-destructive">
          {turns.error}
        </p>
      ) : null}
    </div>
  );
}

function RealtimeTalk({ session, microphone }: { session: SpeechToSpeechSession; microphone: MediaStream }) {
  const t = useTranslations("voice");
  const [state, setState] = React.useState<RealtimeState>("connecting");
  const [error, setError] = React.useState<Problem | null>(null);
  const [remote, setRemote] = React.useState<MediaStream | null>(null);
  const audio = React.useRef<HTMLAudioElement>(null);
  const analysers = useStreamAnalysers(session.settings.showAudioVisualization ? microphone : null, remote);

  React.useEffect(() => {
    const element = audio.current;
    if (!element) return;
    let connection: RealtimeConnection | null = null;
    let closed = false;
    connectRealtime(session, microphone, element, {
      onState: setState,
      onRemoteStream: setRemote,
      onError: (message) => setError(message ? { text: message } : { key: "session.failed" }),
      // Not another spoken coaching turn after a disclosure: the session ends and the chat shows the support card.
      onSupport: () => {
        closed = true;
        connection?.close();
        setError({ key: "session.supportPause" });
      },
    }).then(
      (c) => {
        if (closed) c.close();
        else connection = c;
      },
      (failure: unknown) => setError(problemOf(failure, "session.failed")),
    );
    return () => {
      closed = true;
      connection?.close();
    };
  }, [session, microphone]);

  const speaking = state === "speaking";
  return (
    <div className="grid justify-items-center gap-3">
      <StateLine state={state} />
      {/* biome-ignore lint/a11y/useMediaCaption: the conversation's transcript is written to the chat. */}
      <audio ref={audio} autoPlay aria-label={t("panel.agentVoice")} />
      {session.settings.showAudioVisualization ? (
        <AudioVisualizer
          analyser={speaking ? analysers.remote : analysers.mic}
          label={speaking ? t("panel.replyLevel") : t("panel.microphoneLevel")}
        />
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          <ProblemText problem={error} />
        </p>
      ) : null}
    </div>
  );
}

/** Analysers for the microphone and the remote stream (visualisation only: nothing is played through them). */
function useStreamAnalysers(mic: MediaStream | null, remote: MediaStream | null) {
  const [nodes, setNodes] = React.useState<{ mic: AnalyserNode | null; remote: AnalyserNode | null }>({
    mic: null,
    remote: null,
  });
  React.useEffect(() => {
    if (!mic) return;
    const context = new AudioContext();
    const make = (stream: MediaStream | null) => {
      if (!stream) return null;
      const analyser = context.createAnalyser();
      analyser.fftSize = 1024;
      context.createMediaStreamSource(stream).connect(analyser);
      return analyser;
    };
    setNodes({ mic: make(mic), remote: make(remote) });
    return () => {
      void context.close().catch(() => {});
      setNodes({ mic: null, remote: null });
    };
  }, [mic, remote]);
  return nodes;
}
