/**
 * The replies this instance is writing, outside the request that started them: a client that disconnects loses
 * nothing, and GET /chats/{id}/stream re-attaches. Taken and given back only by ReplyLock (reply-lock.ts), with the
 * chat's lease. One slot per chat and instance: a send reserves it synchronously
 * (after its checks and before its first write), so two sends on one instance never race for the chat's lease
 * (reply-lease.ts), which is what keeps one reply per chat across instances. Replies running on other instances
 * are found through the lease and followed through the bus (running-reply.ts). Kept on globalThis so a Next dev
 * reload keeps the running replies.
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

const holder = globalThis as unknown as { __chatGenerations?: Map<string, Slot> };
holder.__chatGenerations ??= new Map<string, Slot>();
const slots = holder.__chatGenerations;

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
}

export function slotOf(chatId: string): Slot | undefined {
  return slots.get(chatId);
}

export function runningGeneration(chatId: string): Generation | null {
  const generation = slots.get(chatId)?.generation;
  return generation && generation.status === "streaming" ? generation : null;
}
