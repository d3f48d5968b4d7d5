"use client";

import { PhoneOffIcon } from "lucide-react";
import * as React from "react";

import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { chats } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import type { ChatMessage } from "@/lib/contracts/chats/schemas";
import type { SpeechToSpeechSession } from "@/lib/contracts/voice/schemas";
import { connectRealtime, type RealtimeConnection, type RealtimeState } from "./realtime-client";
import { recordingErrorMessage } from "./recording-type";
import { openMicrophone } from "./use-recorder";
import { useTurnTaking } from "./use-turn-taking";
import { AudioVisualizer } from "./visualizer";

const STATE_LABELS: Record<string, string> = {
  starting: "Connecting…",
  connecting: "Connecting…",
  listening: "Listening",
  hearing: "Listening",
  thinking: "Thinking",
  speaking: "Speaking",
  error: "Stopped",
  ended: "Ended",
};

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
  const [error, setError] = React.useState<string | null>(null);

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
          if (!cancelled) setError(recordingErrorMessage(failure));
          return;
        }
        if (cancelled) {
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        setMicrophone(stream);
        setSession(started);
      } catch (failure) {
        if (!cancelled)
          setError(failure instanceof Error ? failure.message : "The voice session could not be opened");
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
          <DialogTitle>Talk</DialogTitle>
          <DialogDescription id="voice-panel-description">
            Speak naturally; the conversation is written to the chat.
          </DialogDescription>
        </DialogHeader>
        {error ? (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : !session || !microphone ? (
          <Spinner label="Connecting" />
        ) : session.mode === "realtime" ? (
          <RealtimeTalk session={session} microphone={microphone} />
        ) : (
          <TurnsTalk session={session} microphone={microphone} sendTake={sendTake} />
        )}
        <div className="flex justify-end">
          <Button variant="destructive" onClick={() => onOpenChange(false)}>
            <PhoneOffIcon />
            End
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function StateLine({ state }: { state: string }) {
  return (
    <p role="status" aria-live="polite" className="text-center text-lg font-medium" data-testid="voice-state">
      {STATE_LABELS[state] ?? state}
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
          label={speaking ? "Reply audio level" : "Microphone level"}
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

const SUPPORT_PAUSE = "The voice conversation has ended. Please read the support card in the chat.";

function RealtimeTalk({ session, microphone }: { session: SpeechToSpeechSession; microphone: MediaStream }) {
  const [state, setState] = React.useState<RealtimeState>("connecting");
  const [error, setError] = React.useState<string | null>(null);
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
      onError: setError,
      // Not another spoken coaching turn after a disclosure: the session ends and the chat shows the support card.
      onSupport: () => {
        closed = true;
        connection?.close();
        setError(SUPPORT_PAUSE);
      },
    }).then(
      (c) => {
        if (closed) c.close();
        else connection = c;
      },
      (failure: unknown) => setError(failure instanceof Error ? failure.message : "The voice session failed"),
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
      <audio ref={audio} autoPlay aria-label="Agent voice" />
      {session.settings.showAudioVisualization ? (
        <AudioVisualizer
          analyser={speaking ? analysers.remote : analysers.mic}
          label={speaking ? "Reply audio level" : "Microphone level"}
        />
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
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
