/**
 * Running replies live here, outside the request that started them: a client that disconnects loses nothing, and
 * GET /chats/{id}/stream re-attaches. One slot per chat: a send reserves it synchronously (after its checks and
 * before its first write), so two sends can never run two replies in one chat at once. Kept on globalThis so a Next
 * dev reload keeps the running replies. With several instances this map would be per instance; the events go
 * through the bus (src/server/events), so only re-attaching to a reply on another instance would need the
 * LISTEN/NOTIFY bus plus the stored text.
 */

export type GenerationStatus = "streaming" | "done" | "stopped" | "error";

export interface Generation {
  chatId: string;
  messageId: string;
  /** The user message it answers (null for greetings and replies without user input). */
  replyTo: string | null;
  text: string;
  status: GenerationStatus;
  abort: AbortController;
  /** Settles when the reply is stored and `done`/`error` is published. */
  finished: Promise<void>;
}

export interface Slot {
  chatId: string;
  idFromClient: string | null;
  generation: Generation | null;
  /** Resolves with the stored user message id (null when the send stored none), rejects if the send failed. */
  userMessage: Promise<string | null>;
  resolveUserMessage(id: string | null): void;
  rejectUserMessage(error: unknown): void;
  /** Resolves with the reply once it is started, or null when the slot is released without one. */
  started: Promise<Generation | null>;
  resolveStarted(generation: Generation | null): void;
}

const holder = globalThis as unknown as {
  __chatGenerations?: Map<string, Slot>;
  __chatReleases?: { count: number; byChat: Map<string, { mark: number; at: number }> };
};
holder.__chatGenerations ??= new Map<string, Slot>();
holder.__chatReleases ??= { count: 0, byChat: new Map() };
const slots = holder.__chatGenerations;
const releases = holder.__chatReleases;
/** Far longer than a reply's inputs take to read: a mark older than this can no longer matter. */
const RELEASE_MEMORY_MS = 60_000;

/** Takes the chat's slot, or answers null when a reply is being prepared or written there. */
export function reserveSlot(chatId: string, idFromClient: string | null): Slot | null {
  if (slots.has(chatId)) return null;
  let resolveUserMessage!: (id: string | null) => void;
  let rejectUserMessage!: (error: unknown) => void;
  const userMessage = new Promise<string | null>((resolve, reject) => {
    resolveUserMessage = resolve;
    rejectUserMessage = reject;
  });
  // A rejection nobody waits for must not crash the process.
  userMessage.catch(() => {});
  let resolveStarted!: (generation: Generation | null) => void;
  const started = new Promise<Generation | null>((resolve) => {
    resolveStarted = resolve;
  });
  const slot: Slot = {
    chatId,
    idFromClient,
    generation: null,
    userMessage,
    resolveUserMessage,
    rejectUserMessage,
    started,
    resolveStarted,
  };
  slots.set(chatId, slot);
  return slot;
}

/** The reply of this slot has started: re-attaching clients may follow it. */
export function attachGeneration(slot: Slot, generation: Generation): void {
  slot.generation = generation;
  slot.resolveStarted(generation);
}

export function releaseSlot(slot: Slot): void {
  slot.resolveStarted(slot.generation);
  if (slots.get(slot.chatId) === slot) slots.delete(slot.chatId);
  const now = Date.now();
  releases.count += 1;
  releases.byChat.set(slot.chatId, { mark: releases.count, at: now });
  if (releases.byChat.size > 1000) {
    for (const [chatId, { at }] of releases.byChat) {
      if (now - at > RELEASE_MEMORY_MS) releases.byChat.delete(chatId);
    }
  }
}

/**
 * A mark that changes whenever a reply in the chat finishes. A send reads its inputs (history, counts) before it
 * takes the slot; if the mark moved in between, a reply ended meanwhile and the inputs are read again.
 */
export function releaseMark(chatId: string): number {
  return releases.byChat.get(chatId)?.mark ?? 0;
}

export function slotOf(chatId: string): Slot | undefined {
  return slots.get(chatId);
}

export function runningGeneration(chatId: string): Generation | null {
  const generation = slots.get(chatId)?.generation;
  return generation && generation.status === "streaming" ? generation : null;
}
