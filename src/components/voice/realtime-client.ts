"use client";

import { chats } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import type { UsageReport } from "@/lib/contracts/chats/schemas";
import type { SpeechToSpeechSession } from "@/lib/contracts/voice/schemas";

/** Server events the client acts on (GA names, with the beta name of the assistant transcript). */
export const REALTIME_EVENTS = {
  userTranscript: "conversation.item.input_audio_transcription.completed",
  assistantTranscript: ["response.output_audio_transcript.done", "response.audio_transcript.done"],
  speechStarted: "input_audio_buffer.speech_started",
  responseCreated: "response.created",
  responseDone: "response.done",
  error: "error",
} as const;

export type RealtimeState = "connecting" | "listening" | "thinking" | "speaking" | "ended";

export interface TranscriptItem {
  role: "user" | "assistant";
  message: string;
  idFromClient: string;
}

/** The usage report for a `response.done` event (null when it carries none). */
export function usageFromResponseDone(
  event: { response?: { usage?: Record<string, unknown> | null } },
  model: string,
  chatId: string,
): UsageReport | null {
  const usage = event.response?.usage;
  if (!usage) return null;
  const inputTokens = Number(usage.input_tokens ?? 0) || 0;
  const outputTokens = Number(usage.output_tokens ?? 0) || 0;
  return { inputTokens, outputTokens, totalTokens: inputTokens + outputTokens, model, chatId };
}

/** The transcript a server event carries, if it is one of the two the chat keeps. */
export function transcriptFromEvent(event: {
  type?: string;
  transcript?: string;
  item_id?: string;
}): TranscriptItem | null {
  const text = event.transcript?.trim();
  if (!text || !event.item_id) return null;
  if (event.type === REALTIME_EVENTS.userTranscript)
    return { role: "user", message: text, idFromClient: event.item_id };
  if ((REALTIME_EVENTS.assistantTranscript as readonly string[]).includes(event.type ?? "")) {
    return { role: "assistant", message: text, idFromClient: event.item_id };
  }
  return null;
}

/** A failure of the voice session itself (not the API's): `key` names its message in the `voice` catalogue. */
export class VoiceSessionError extends Error {
  constructor(readonly key: "session.notOpened" | "session.notConnected") {
    super(key);
    this.name = "VoiceSessionError";
  }
}

export interface RealtimeConnection {
  remoteStream: MediaStream | null;
  close: () => void;
}

export async function connectRealtime(
  session: SpeechToSpeechSession,
  microphone: MediaStream,
  audio: HTMLAudioElement,
  handlers: {
    onState: (state: RealtimeState) => void;
    onRemoteStream: (stream: MediaStream) => void;
    /** The realtime service's own message when it gave one, else null ("the voice session failed"). */
    onError: (message: string | null) => void;
    /** A transcript raised a safeguarding concern: the chat now shows the support card. */
    onSupport?: () => void;
  },
): Promise<RealtimeConnection> {
  if (!session.realtimeUrl || !session.clientSecret) throw new VoiceSessionError("session.notOpened");
  const peer = new RTCPeerConnection();
  let remoteStream: MediaStream | null = null;
  peer.ontrack = (event) => {
    remoteStream = event.streams[0] ?? null;
    if (remoteStream) {
      audio.srcObject = remoteStream;
      void audio.play().catch(() => {});
      handlers.onRemoteStream(remoteStream);
    }
  };
  for (const track of microphone.getAudioTracks()) peer.addTrack(track, microphone);
  const channel = peer.createDataChannel("oai-events");
  channel.addEventListener("open", () => handlers.onState("listening"));
  channel.addEventListener("message", (message) => {
    let event: Record<string, unknown>;
    try {
      event = JSON.parse(String(message.data)) as Record<string, unknown>;
    } catch {
      return;
    }
    const type = String(event.type ?? "");
    const transcript = transcriptFromEvent(event as { type?: string; transcript?: string; item_id?: string });
    if (transcript) {
      void call(
        chats.voiceTranscripts,
        { body: { chatId: session.chatId, items: [transcript] } },
        { toastOnError: false },
      ).then(
        (answer) => {
          if (answer.messages.some((m) => m.support)) handlers.onSupport?.();
        },
        () => {},
      );
    }
    if (type === REALTIME_EVENTS.speechStarted) handlers.onState("listening");
    else if (type === REALTIME_EVENTS.responseCreated) handlers.onState("thinking");
    else if (type === "output_audio_buffer.started") handlers.onState("speaking");
    else if (type === "output_audio_buffer.stopped") handlers.onState("listening");
    else if (type === REALTIME_EVENTS.responseDone) {
      const usage = usageFromResponseDone(
        event as { response?: { usage?: Record<string, unknown> } },
        session.settings.model,
        session.chatId,
      );
      if (usage) {
        void call(chats.handleUsage, { body: { usage } }, { toastOnError: false }).catch(() => {});
      }
    } else if (type === REALTIME_EVENTS.error) {
      const error = event.error as { message?: string } | undefined;
      handlers.onError(error?.message ?? null);
    }
  });

  const offer = await peer.createOffer();
  await peer.setLocalDescription(offer);
  const res = await fetch(session.realtimeUrl, {
    method: "POST",
    body: offer.sdp,
    headers: { Authorization: `Bearer ${session.clientSecret}`, "Content-Type": "application/sdp" },
  });
  if (!res.ok) {
    peer.close();
    throw new VoiceSessionError("session.notConnected");
  }
  await peer.setRemoteDescription({ type: "answer", sdp: await res.text() });

  return {
    get remoteStream() {
      return remoteStream;
    },
    close() {
      channel.close();
      peer.close();
      audio.srcObject = null;
      handlers.onState("ended");
    },
  };
}
