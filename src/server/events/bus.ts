/**
 * Publish/subscribe by channel, for live streams (SSE fan-out). Each bus delivers to the subscribers of its own
 * process synchronously, and, unless EVENT_BUS=memory, sends every event to the other app instances through
 * PostgreSQL LISTEN/NOTIFY (pg-transport.ts), where it is delivered to theirs. Payloads carry ids (and short text
 * deltas), never rows: listeners re-read what they show.
 */

/** Sent to every subscriber of a bus after events from other instances may have been missed (a reconnect). */
export interface Resync {
  type: "resync";
}

export const RESYNC: Resync = { type: "resync" };

export type Listener<E> = (event: E | Resync) => void;

export interface EventBus<E> {
  publish(channel: string, event: E): void;
  /** Answers the unsubscribe function. */
  subscribe(channel: string, listener: Listener<E>): () => void;
  listenerCount(channel: string): number;
}

interface LocalBus<E> extends EventBus<E> {
  /** Every subscriber, whatever the channel (a resync). */
  publishToAll(event: E | Resync): void;
}

/**
 * Delivery is synchronous: a subscriber that reads a snapshot right after subscribing (same tick) sees every later
 * event of this process exactly once. A listener that throws is dropped from that delivery only, never breaks the
 * publisher.
 */
export function inProcessBus<E>(): LocalBus<E> {
  const channels = new Map<string, Set<Listener<E>>>();
  const deliver = (listeners: Iterable<Listener<E>>, event: E | Resync) => {
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch {
        // A broken subscriber (e.g. a closed stream) must not stop the others or the publisher.
      }
    }
  };
  return {
    publish(channel, event) {
      const set = channels.get(channel);
      if (set) deliver(set, event);
    },
    publishToAll(event) {
      deliver(
        [...channels.values()].flatMap((set) => [...set]),
        event,
      );
    },
    subscribe(channel, listener) {
      let set = channels.get(channel);
      if (!set) {
        set = new Set();
        channels.set(channel, set);
      }
      set.add(listener);
      return () => {
        const current = channels.get(channel);
        current?.delete(listener);
        if (current?.size === 0) channels.delete(channel);
      };
    },
    listenerCount(channel) {
      return channels.get(channel)?.size ?? 0;
    },
  };
}
