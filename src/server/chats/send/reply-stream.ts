/**
 * Writing chat events to one client's stream, for a reply running on this instance or on another. Each stream
 * subscribes to the chat channel first, then sends the text so far (the generation's, or the stored message's),
 * then the live deltas: a delta carries its offset in the text, so what the snapshot already covered is skipped
 * and a gap (a late join, a bus reconnect) is filled from the stored text, which the writer updates every few
 * hundred milliseconds. Events are handled one after the other (some read rows), so the client gets them in
 * order. A stream on another instance also watches the lease: if the writer dies, the lease expires and the
 * stream takes it back, closing the reply with its partial text and ending with `done`.
 * A viewer whose stream delivers a reply's `done` has seen the chat: their unread count goes to 0.
 */

import { type ChatEvent, chatChannel, chatEvents } from "@/server/chats/live/chat-events";
import { db } from "@/server/db";
import type { Resync } from "@/server/events/bus";
import type { SseSink } from "@/server/http/sse";
import { log } from "@/server/log";
import { type SqlStatement, sqlRows } from "@/server/sql";
import { markRead } from "../lifecycle/mark-read";
import type { ChatRow } from "../reading/chat-document";
import { readChatRow } from "../reading/chat-row";
import type { MessageRow } from "../reading/message-document";
import { isVisibleMessage, messageInclude } from "../reading/message-document";
import { leaseSeconds, readLease } from "./reply-lease";
import { type RunningReply, takeBackExpiredLeases } from "./running-reply";
import { chatFor, messageFor, type Viewer } from "./viewer";

/** How often a stream following another instance's reply checks that its writer is alive. */
const leaseCheckMs = () => Math.min(2_000, (leaseSeconds() * 1000) / 2);
/** A gap in the deltas is filled from the stored text; the writer stores at least every 300 ms while it streams. */
const GAP_WAIT_MS = 100;
const GAP_GIVE_UP_MS = 5_000;

const REPLY_STATE: SqlStatement = {
  name: "reply-state",
  text: `select content, details->>'status' as status from "Message" where id = $1`,
};

async function storedState(messageId: string): Promise<{ content: string; status: string | null }> {
  const [row] = await sqlRows<{ content: string; status: string | null }>(REPLY_STATE, [messageId]);
  return row ?? { content: "", status: "gone" };
}

/** A message row as streams and sends answer it. */
export const readMessage = (id: string) => db.message.findUnique({ where: { id }, include: messageInclude });

async function sendDone(
  sink: SseSink,
  message: MessageRow | null,
  chat: ChatRow,
  viewer: Viewer,
): Promise<void> {
  if (viewer.participant) await markRead(chat.id as string, viewer.userId);
  sink.send("done", {
    message: message ? messageFor(message, viewer) : null,
    chat: chatFor(chat, viewer, { read: true }),
  });
}

/** `done` with a stored message (or null), and the chat as it is now. */
export async function sendStoredDone(
  sink: SseSink,
  chatId: string,
  messageId: string | null,
  viewer: Viewer,
): Promise<void> {
  // The same chat row as the live `done` (run-reply.ts) carries.
  const [message, chat] = await Promise.all([messageId ? readMessage(messageId) : null, readChatRow(chatId)]);
  if (!chat) throw new Error(`chat ${chatId} is gone`);
  await sendDone(sink, message, chat, viewer);
}

/**
 * How much of one reply's text a stream has sent, and how to send more: from a delta (skipping what was sent) or
 * from the text as it is now (the generation's, else the stored one).
 */
class ReplyText {
  sent = 0;
  constructor(
    private readonly sink: SseSink,
    private readonly reply: Pick<RunningReply, "messageId" | "local">,
  ) {}

  private send(text: string) {
    if (text) this.sink.send("delta", { messageId: this.reply.messageId, text });
  }

  /** Sends what the current text has beyond what was sent; answers the stored status (null when local). */
  async catchUp(): Promise<string | null> {
    const { local } = this.reply;
    const state = local ? { content: local.text, status: null } : await storedState(this.reply.messageId);
    if (state.content.length > this.sent) {
      this.send(state.content.slice(this.sent));
      this.sent = state.content.length;
    }
    return state.status;
  }

  async delta(offset: number, text: string): Promise<void> {
    if (offset > this.sent) {
      // Deltas before this one never reached us: wait for the stored text to cover them.
      const since = Date.now();
      for (;;) {
        const status = await this.catchUp();
        if (this.sent >= offset || status !== "streaming") break;
        if (Date.now() - since > GAP_GIVE_UP_MS) {
          log.warn("reply text gap not filled", { messageId: this.reply.messageId, sent: this.sent, offset });
          this.sent = offset;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, GAP_WAIT_MS));
      }
    }
    const end = offset + text.length;
    if (end <= this.sent) return;
    this.send(text.slice(this.sent - offset));
    this.sent = end;
  }
}

/** Runs event handlers one after the other; the first failure ends the stream. */
function serial(onError: (error: unknown) => void) {
  let chain = Promise.resolve();
  return (work: () => Promise<void> | void) => {
    chain = chain.then(work).catch(onError);
  };
}

/** `start`, the text so far, live deltas, then `done` (or `error`) of one reply. */
export function followReply(sink: SseSink, reply: RunningReply, viewer: Viewer): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const { chatId, messageId } = reply;
    const text = new ReplyText(sink, reply);
    let ended = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const end = (error?: unknown) => {
      if (ended) return;
      ended = true;
      unsubscribe();
      clearInterval(timer);
      sink.signal.removeEventListener("abort", onLeave);
      if (error) reject(error);
      else resolve();
    };
    const onLeave = () => end();
    const queue = serial(end);
    /** The reply is over: the rest of its text, then `done` with the stored (or given) rows. */
    const finish = async (rows?: { message?: MessageRow; chat?: ChatRow }) => {
      if (ended) return;
      const message = rows?.message ?? (await readMessage(messageId));
      const content = typeof message?.content === "string" ? message.content : "";
      if (content.length > text.sent) sink.send("delta", { messageId, text: content.slice(text.sent) });
      const chat = rows?.chat ?? (await readChatRow(chatId));
      if (!chat) throw new Error(`chat ${chatId} is gone`);
      await sendDone(sink, message, chat, viewer);
      end();
    };
    const onEvent = (event: ChatEvent | Resync) => {
      if (event.type === "delta" && event.messageId === messageId) {
        queue(() => (ended ? undefined : text.delta(event.offset, event.text)));
      } else if (event.type === "done" && event.messageId === messageId) {
        queue(() => finish({ message: event.message, chat: event.chat }));
      } else if (event.type === "error" && event.messageId === messageId) {
        queue(() => {
          if (ended) return;
          sink.send("error", event.envelope);
          end();
        });
      } else if (event.type === "resync") {
        queue(async () => {
          if (ended) return;
          const status = await text.catchUp();
          if (status !== null && status !== "streaming") await finish();
        });
      }
    };
    const unsubscribe = chatEvents().subscribe(chatChannel(chatId), onEvent);
    queue(async () => {
      if (reply.local && reply.local.status !== "streaming") {
        // Finished before we subscribed: its `done` is already out, the stored row is final.
        return finish();
      }
      sink.send("start", { messageId, chatId });
      const status = await text.catchUp();
      if (status !== null && status !== "streaming") await finish();
    });
    if (!reply.local) {
      // The writer runs elsewhere: if it dies, nobody publishes `done`; its lease says so once it expires.
      timer = setInterval(() => queue(() => checkWriter(reply, finish)), leaseCheckMs());
      timer.unref?.();
    }
    sink.signal.addEventListener("abort", onLeave);
  });
}

/** The writer of a reply on another instance: still alive? If its lease expired, take it back (which announces `done`). */
async function checkWriter(reply: RunningReply, finish: () => Promise<void>): Promise<void> {
  const lease = await readLease(reply.chatId);
  if (lease?.owner && lease.messageId === reply.messageId) {
    if (!lease.live) await takeBackExpiredLeases(reply.chatId);
    return;
  }
  // The lease moved on: the reply ended, and we missed its `done` (e.g. a bus reconnect).
  const { status } = await storedState(reply.messageId);
  if (status !== "streaming") await finish();
}

/**
 * ?follow=1: every event of the chat until the client leaves: the running reply (re-attached), new messages of
 * any participant, replies, chat changes. A reply's `error` ends the stream, as the protocol says (EventSource
 * reconnects by itself).
 */
export function followChat(
  sink: SseSink,
  chatId: string,
  running: RunningReply | null,
  viewer: Viewer,
): Promise<void> {
  return new Promise<void>((resolve) => {
    const texts = new Map<string, ReplyText>();
    let ended = false;
    const end = (error?: unknown) => {
      if (ended) return;
      ended = true;
      if (error) log.warn("chat follow stream ended", { chatId, error: String(error) });
      unsubscribe();
      sink.signal.removeEventListener("abort", onLeave);
      resolve();
    };
    const onLeave = () => end();
    const queue = serial(end);
    const textOf = (messageId: string) => {
      let text = texts.get(messageId);
      if (!text) {
        text = new ReplyText(sink, {
          messageId,
          local: running?.messageId === messageId ? running.local : null,
        });
        texts.set(messageId, text);
      }
      return text;
    };
    const onEvent = (event: ChatEvent | Resync) =>
      queue(async () => {
        if (ended) return;
        switch (event.type) {
          case "message": {
            const message = event.message ?? (await readMessage(event.messageId));
            if (message && isVisibleMessage(message.role as string, viewer.hidden))
              sink.send("message", messageFor(message, viewer));
            break;
          }
          case "start":
            texts.set(event.messageId, new ReplyText(sink, { messageId: event.messageId, local: null }));
            sink.send("start", { messageId: event.messageId, chatId: event.chatId });
            break;
          case "delta":
            await textOf(event.messageId).delta(event.offset, event.text);
            break;
          case "done": {
            texts.delete(event.messageId);
            const message = event.message ?? (await readMessage(event.messageId));
            const chat = event.chat ?? (await readChatRow(chatId));
            if (message && chat)
              sink.send("done", { message: messageFor(message, viewer), chat: chatFor(chat, viewer) });
            break;
          }
          case "chat": {
            const chat = event.chat ?? (await readChatRow(chatId));
            if (chat) sink.send("chat", { chat: chatFor(chat, viewer) });
            break;
          }
          case "error":
            sink.send("error", event.envelope);
            end();
            break;
          case "resync":
            for (const text of texts.values()) await text.catchUp();
            break;
        }
      });
    const unsubscribe = chatEvents().subscribe(chatChannel(chatId), onEvent);
    if (running && (!running.local || running.local.status === "streaming")) {
      queue(async () => {
        sink.send("start", { messageId: running.messageId, chatId });
        await textOf(running.messageId).catchUp();
      });
    }
    if (sink.signal.aborted) end();
    else sink.signal.addEventListener("abort", onLeave);
  });
}
