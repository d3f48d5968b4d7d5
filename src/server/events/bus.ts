/**
 * Publish/subscribe by channel, for live streams (SSE fan-out). One interface, so the single-instance
 * implementation (in-process, below) can be swapped for one on Postgres LISTEN/NOTIFY when the app runs on several
 * machines (docs/architecture.md, "Growing past one machine"): publish becomes `NOTIFY <channel>, <payload>` (ids
 * only, listeners re-read the rows, since NOTIFY payloads stop at 8 kB), subscribe a shared `LISTEN` connection.
 */
export type Listener<E> = (event: E) => void;

export interface EventBus<E> {
  publish(channel: string, event: E): void;
  /** Answers the unsubscribe function. */
  subscribe(channel: string, listener: Listener<E>): () => void;
  listenerCount(channel: string): number;
}

/**
 * Delivery is synchronous: a subscriber that reads a snapshot right after subscribing (same tick) sees every later
 * event exactly once. A listener that throws is dropped from that delivery only, never breaks the publisher.
 */
export function inProcessBus<E>(): EventBus<E> {
  const channels = new Map<string, Set<Listener<E>>>();
  return {
    publish(channel, event) {
      for (const listener of [...(channels.get(channel) ?? [])]) {
        try {
          listener(event);
        } catch {
          // A broken subscriber (e.g. a closed stream) must not stop the others or the publisher.
        }
      }
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
