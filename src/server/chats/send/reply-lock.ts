/**
 * The one lock of a chat's reply: at most one reply is written per chat, across instances. It is two layers of one
 * mechanism, taken and given back together:
 * - the instance's slot (generation-registry.ts), taken synchronously, so two sends on one instance never race for
 *   the database row, and re-attaching clients find the reply in memory;
 * - the chat's lease in the database (reply-lease.ts), renewed while the reply streams, so other instances answer
 *   409 or follow it, and a lease whose holder died is taken over (what it left is closed as interrupted).
 * acquire → renew… → release. Whoever takes the lock must release it on every path (finish-reply.ts does for a
 * reply that started; the entry points' catch blocks for one that did not).
 */
import { describeError, log } from "@/server/log";
import {
  attachGeneration,
  type Generation,
  releaseSlot,
  reserveSlot,
  type Slot,
  slotOf,
} from "./generation-registry";
import {
  acquireLease,
  type LeaseHolder,
  recordLeaseMessages,
  releaseLease,
  renewEveryMs,
  renewLease,
} from "./reply-lease";
import { announceLeftReplies } from "./running-reply";

/** Who holds a chat's lock when it could not be taken. */
export type LockHolder =
  /** A reply being prepared or written on this instance (its slot). */
  | { where: "here"; slot: Slot }
  /** A reply on another instance, as its lease says. */
  | { where: "elsewhere"; lease: LeaseHolder };

export type LockAttempt =
  | {
      taken: true;
      lock: ReplyLock;
      /** Replies finished in the chat until now (reply-lease.ts): a changed count means the history read is stale. */
      releases: number;
      /** Whether a dead holder's reply was closed on the way in (the history read is stale too). */
      tookOver: boolean;
    }
  | { taken: false; holder: LockHolder };

export class ReplyLock {
  private released = false;
  private recorded: Promise<void> = Promise.resolve();

  private constructor(
    readonly chatId: string,
    readonly slot: Slot,
  ) {}

  /** Takes the slot, then the lease; on a busy lease the slot is given back. */
  static async acquire(chatId: string, idFromClient: string | null): Promise<LockAttempt> {
    const slot = reserveSlot(chatId, idFromClient);
    if (!slot) {
      const busy = slotOf(chatId);
      if (!busy) return ReplyLock.acquire(chatId, idFromClient); // released in between: try again
      return { taken: false, holder: { where: "here", slot: busy } };
    }
    try {
      const lease = await acquireLease(chatId, idFromClient);
      if (!lease.acquired) {
        releaseSlot(slot);
        return { taken: false, holder: { where: "elsewhere", lease: lease.holder } };
      }
      announceLeftReplies(lease.closed);
      return {
        taken: true,
        lock: new ReplyLock(chatId, slot),
        releases: lease.releases,
        tookOver: lease.closed.length > 0,
      };
    } catch (error) {
      releaseSlot(slot);
      throw error;
    }
  }

  /**
   * The reply runs: re-attaching clients on this instance follow it at once, and on others through the lease once
   * its messages are recorded there (not awaited here: it would delay the first delta; release awaits it).
   */
  attach(generation: Generation): void {
    attachGeneration(this.slot, generation);
    this.recorded = recordLeaseMessages(this.chatId, {
      userMessageId: generation.replyTo,
      messageId: generation.messageId,
    }).catch((error) =>
      log.warn("reply lease not updated", { chatId: this.chatId, ...describeError(error) }),
    );
  }

  /** False when the lease was lost (it expired and another instance took the chat). */
  renew(): Promise<boolean> {
    return renewLease(this.chatId);
  }

  /** How often a running reply renews. */
  static renewEveryMs(): number {
    return renewEveryMs();
  }

  /** The reply this lock's holder runs, once it started. */
  holder(): Generation | null {
    return this.slot.generation;
  }

  /**
   * Gives the lock back: the lease first (other instances may take the chat), then, synchronously with `settle`
   * (which sets the reply's status and publishes its end), the slot: a client that gets `done` may send again at
   * once, on any instance, and a re-attach never finds a finished reply still running.
   */
  async release(settle: () => void = () => {}): Promise<void> {
    if (this.released) return;
    this.released = true;
    try {
      await this.recorded;
      await releaseLease(this.chatId);
    } finally {
      releaseSlot(this.slot);
      settle();
    }
  }

  /** A send that fails before its reply started: the user message's waiters learn it, and the lock is given back. */
  async abandon(error: unknown): Promise<void> {
    this.slot.rejectUserMessage(error);
    if (this.slot.generation) return; // a started reply releases the lock itself when it finishes
    this.released = true;
    releaseSlot(this.slot);
    await releaseLease(this.chatId).catch(() => {});
  }
}
