"use client";

import { SendIcon, SquareIcon } from "lucide-react";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { MESSAGE_MAX } from "@/lib/contracts/chats";

/**
 * The message box: Enter sends, Shift+Enter starts a new line; it is read-only while a message is on its way
 * or a reply is streaming, when a Stop button takes the send button's place.
 */
export function Composer({
  onSend,
  busy,
  streaming,
  onStop,
  stopping,
}: {
  onSend: (text: string) => void;
  busy: boolean;
  streaming: boolean;
  onStop: () => void;
  stopping: boolean;
}) {
  const [text, setText] = React.useState("");
  const box = React.useRef<HTMLTextAreaElement>(null);
  const canSend = !busy && text.trim() !== "" && text.length <= MESSAGE_MAX;

  function submit() {
    if (!canSend) return;
    onSend(text);
    setText("");
  }

  // Back to the box once the reply is in, so the conversation goes on from the keyboard.
  React.useEffect(() => {
    if (!busy) box.current?.focus();
  }, [busy]);

  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex items-end gap-2">
        <Textarea
          ref={box}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
          readOnly={busy}
          aria-busy={busy || undefined}
          placeholder="Write a message…"
          aria-label="Message"
          aria-describedby="composer-hint"
          className="max-h-48 min-h-11 resize-none"
          rows={1}
        />
        {streaming ? (
          <Button type="button" variant="outline" onClick={onStop} loading={stopping}>
            {stopping ? null : <SquareIcon />}
            Stop
          </Button>
        ) : (
          <Button type="submit" disabled={!canSend} loading={busy}>
            {busy ? null : <SendIcon />}
            Send
          </Button>
        )}
      </div>
      <p id="composer-hint" className="flex justify-between text-xs text-muted-foreground">
        <span>Enter sends · Shift+Enter for a new line</span>
        {text.length > MESSAGE_MAX * 0.9 ? (
          <span className={text.length > MESSAGE_MAX ? "text-destructive" : undefined}>
            {text.length} / {MESSAGE_MAX}
          </span>
        ) : null}
      </p>
    </form>
  );
}
