"use client";

import { MicIcon, SendIcon, SquareIcon, XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";

import { FileChipList } from "@/components/files/file-chip";
import { FileUploadButton } from "@/components/files/file-upload-button";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { LabelledSwitch } from "@/components/ui/labelled-switch";
import { Select } from "@/components/ui/select";
import { SelectOptions } from "@/components/ui/select-options";
import { Textarea } from "@/components/ui/textarea";
import { useTypedBeforeHydration } from "@/components/ui/use-typed-before-hydration";
import { formatElapsed } from "@/components/voice/recording-type";
import { type TtsVoice, useSpeakPreference } from "@/components/voice/speak-preferences";
import { useRecorder } from "@/components/voice/use-recorder";
import { useFormat } from "@/i18n/format";
import { TTS_VOICES } from "@/lib/constants";
import { MESSAGE_MAX } from "@/lib/contracts/chats/values";
import type { FileReference } from "@/lib/contracts/files/schemas";
import { cn } from "@/lib/utils";
import type { SendOptions } from "./use-chat-session";

/** Attachments per message (POST /chats/send `files`). */
const MAX_ATTACHMENTS = 10;

/** A message sent while a reply was still coming in, waiting to go. */
type QueuedMessage = { text: string; files: FileReference[] };

/** A second Enter while one message already waits adds to it, as one message. */
function queueMessage(earlier: QueuedMessage | null, text: string, files: FileReference[]): QueuedMessage {
  if (!earlier) return { text, files };
  const joined = [earlier.text, text].filter((part) => part.trim()).join("\n\n");
  return {
    text: joined.slice(0, MESSAGE_MAX),
    files: [...earlier.files, ...files].slice(0, MAX_ATTACHMENTS),
  };
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line (said under it from md up, not on a phone). While a
 * message is on its way or a reply (or a new chat's greeting) is streaming, the next message can already be typed
 * and sent: it waits, said above the box with a way to take it back, and goes as soon as the reply is in. A Stop
 * button takes the send button's place meanwhile. Files can be attached (uploaded at
 * once, sent as ids), a voice message recorded (sent to /chats/send-audio), and replies spoken ("Speak replies"
 * with a voice, remembered in this browser).
 */
export function Composer({
  onSend,
  onSendRecording,
  busy,
  streaming,
  onStop,
  stopping,
  starters = [],
}: {
  onSend: (text: string, options: SendOptions) => void;
  onSendRecording: (recording: Blob, options: SendOptions) => void;
  busy: boolean;
  streaming: boolean;
  onStop: () => void;
  stopping: boolean;
  /** The agent's conversation starters, offered until the conversation has begun; one tap sends it. */
  starters?: string[];
}) {
  const t = useTranslations("chatMessages");
  const format = useFormat();
  const [text, setText] = React.useState("");
  const [files, setFiles] = React.useState<FileReference[]>([]);
  const [uploading, setUploading] = React.useState(false);
  const [speak, setSpeak] = useSpeakPreference();
  const recorder = useRecorder();
  const recording = recorder.state !== "idle";
  const box = React.useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(box, text, setText);
  const [queued, setQueued] = React.useState<QueuedMessage | null>(null);
  const ready =
    !uploading && !recording && (text.trim() !== "" || files.length > 0) && text.length <= MESSAGE_MAX;
  const canSend = !busy && ready;
  const nearLimit = text.length > MESSAGE_MAX * 0.9;
  const speakOptions = speak.enabled ? { voice: speak.voice } : null;

  function submit() {
    if (!ready) return;
    if (busy) setQueued((earlier) => queueMessage(earlier, text, files));
    else onSend(text, { files, speak: speakOptions });
    setText("");
    setFiles([]);
  }

  function sendStarter(starter: string) {
    if (busy) setQueued((earlier) => queueMessage(earlier, starter, []));
    else onSend(starter, { files: [], speak: speakOptions });
  }

  function takeBack() {
    if (!queued) return;
    setText((typed) => (typed.trim() ? `${queued.text}\n\n${typed}` : queued.text));
    setFiles((attached) => [...queued.files, ...attached].slice(0, MAX_ATTACHMENTS));
    setQueued(null);
    box.current?.focus();
  }

  // The waiting message goes as soon as the reply is in.
  const onSendRef = React.useRef(onSend);
  onSendRef.current = onSend;
  React.useEffect(() => {
    if (busy || !queued) return;
    const speakNow = speak.enabled ? { voice: speak.voice } : null;
    onSendRef.current(queued.text, { files: queued.files, speak: speakNow });
    setQueued(null);
  }, [busy, queued, speak.enabled, speak.voice]);

  async function finishRecording() {
    const blob = await recorder.stop();
    if (blob) onSendRecording(blob, { speak: speakOptions });
  }

  // Back to the box once the reply is in, so the conversation goes on from the keyboard; but someone who went to
  // another field or link meanwhile (the history's search, the menu) keeps their place.
  React.useEffect(() => {
    if (!busy && box.current && !focusedElsewhere(box.current)) box.current.focus();
  }, [busy]);

  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {files.length > 0 ? (
        <FileChipList
          files={files}
          label={t("composer.attachments")}
          disabled={busy}
          onRemove={(file) => setFiles((list) => list.filter((f) => f._id !== file._id))}
        />
      ) : null}
      {starters.length > 0 && !queued && text === "" ? (
        <ul aria-label={t("composer.starters")} className="flex flex-wrap gap-2">
          {starters.map((starter) => (
            <li key={starter}>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="h-auto min-h-8 max-w-full py-1.5 text-left whitespace-normal"
                onClick={() => sendStarter(starter)}
              >
                {starter}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {queued ? (
        <div
          className="flex items-center gap-3 rounded-md border bg-muted/50 px-3 py-2 text-sm"
          role="status"
          data-testid="queued-message"
        >
          <span className="min-w-0 flex-1">
            {t.rich("composer.queued", {
              text: queued.text || t("composer.files", { count: queued.files.length }),
              label: (chunks) => <span className="text-muted-foreground">{chunks}</span>,
              message: (chunks) => <span className="line-clamp-1 break-words">{chunks}</span>,
            })}
          </span>
          <Button type="button" variant="ghost" size="sm" onClick={takeBack}>
            {t("actions.edit")}
          </Button>
        </div>
      ) : null}
      {recording ? (
        <div
          className="flex items-center gap-3 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2"
          role="status"
          aria-live="polite"
        >
          <span aria-hidden className="size-2.5 animate-pulse rounded-full bg-destructive" />
          <span className="text-sm">
            {recorder.state === "starting" ? t("composer.startingMicrophone") : t("composer.recording")}{" "}
            <time data-testid="recording-elapsed" className="tabular-nums">
              {formatElapsed(recorder.elapsed)}
            </time>
          </span>
          <span className="ml-auto flex gap-2">
            <Button type="button" variant="outline" size="sm" onClick={recorder.cancel}>
              <XIcon />
              {t("cancel")}
            </Button>
            <Button
              type="button"
              size="sm"
              onClick={() => void finishRecording()}
              disabled={recorder.state !== "recording"}
            >
              <SquareIcon />
              {t("composer.stopAndSend")}
            </Button>
          </span>
        </div>
      ) : null}
      {recorder.error ? (
        <p role="alert" className="text-sm text-destructive">
          {recorder.error}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <Textarea
          data-composer
          ref={box}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
          placeholder={t("composer.placeholder")}
          aria-label={t("composer.message")}
          aria-describedby="composer-hint"
          className="max-h-48 min-h-11 resize-none"
          rows={1}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={t("composer.record")}
          title={t("composer.record")}
          disabled={busy || recording}
          onClick={() => void recorder.start()}
        >
          <MicIcon />
        </Button>
        {streaming ? (
          <Button type="button" variant="outline" onClick={onStop} loading={stopping}>
            {stopping ? null : <SquareIcon />}
            {t("composer.stop")}
          </Button>
        ) : (
          <Button type="submit" disabled={busy ? !ready : !canSend} loading={busy && !ready}>
            {busy ? null : <SendIcon />}
            {t("send")}
          </Button>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 text-xs text-muted-foreground">
        <div className="flex flex-wrap items-center gap-3">
          <FileUploadButton
            label={t("composer.attach")}
            size="sm"
            variant="ghost"
            disabled={busy || recording || files.length >= MAX_ATTACHMENTS}
            onBusyChange={setUploading}
            onUploaded={(file) =>
              setFiles((list) => (list.length >= MAX_ATTACHMENTS ? list : [...list, file]))
            }
          />
          <LabelledSwitch
            id="speak-replies"
            checked={speak.enabled}
            onCheckedChange={(enabled) => setSpeak({ ...speak, enabled })}
            labelClassName="text-xs font-normal"
          >
            {t("composer.speakReplies")}
          </LabelledSwitch>
          {speak.enabled ? (
            <span className="flex items-center gap-2">
              <Label htmlFor="speak-voice" className="text-xs font-normal">
                {t("composer.voice")}
              </Label>
              <Select
                id="speak-voice"
                className="h-7 w-28 text-xs"
                value={speak.voice}
                onChange={(event) => setSpeak({ ...speak, voice: event.target.value as TtsVoice })}
              >
                <SelectOptions values={TTS_VOICES} />
              </Select>
            </span>
          ) : null}
        </div>
        {/* A phone's keyboard has no Shift+Enter: the hint is for keyboards (from md up), and on a phone the line
            shows only when the count does. */}
        <p id="composer-hint" className={cn("flex gap-3", !nearLimit && "max-md:hidden")}>
          <span className="max-md:hidden">{t("composer.hint")}</span>
          {nearLimit ? (
            <span className={text.length > MESSAGE_MAX ? "text-destructive" : undefined}>
              {format.number(text.length)} / {format.number(MESSAGE_MAX)}
            </span>
          ) : null}
        </p>
      </div>
    </form>
  );
}

/** Whether the keyboard is on something other than the page itself or this message box's form. */
function focusedElsewhere(box: HTMLTextAreaElement): boolean {
  const active = document.activeElement;
  return active !== null && active !== document.body && !box.form?.contains(active);
}
