/**
 * A stream of snapshots: read the current state, send it, and again after every event on the given
 * subscriptions. Events that arrive while a snapshot is being read are folded into one more read, so the last
 * event sent always reflects the last change, and a burst of changes costs at most two reads. A snapshot equal to
 * the one sent last is not sent again: events that change nothing this reader sees (a `resync` of the bus after
 * it reconnected, a change to someone else's row on a shared channel) cost a read but no event.
 */
import type { StreamWriter } from "./sse";

/** Subscribes one callback; answers the unsubscribe function (an event bus channel). */
export type Subscribe = (onChange: () => void) => () => void;

export function liveSnapshot<T>(
  event: string,
  read: () => Promise<T>,
  subscriptions: Subscribe[],
): StreamWriter {
  return async (sink) =>
    new Promise<void>((resolve, reject) => {
      let reading = false;
      let dirty = false;
      let lastSent: string | null = null;
      const refresh = async () => {
        if (reading) {
          dirty = true;
          return;
        }
        reading = true;
        try {
          do {
            dirty = false;
            const data = await read();
            if (sink.signal.aborted) return;
            const text = JSON.stringify(data);
            if (text === lastSent) continue;
            lastSent = text;
            sink.send(event, data);
          } while (dirty);
        } catch (error) {
          unsubscribe();
          reject(error);
        } finally {
          reading = false;
        }
      };
      // Subscribed before the first read, so no change between the two is lost.
      const unsubscribers = subscriptions.map((subscribe) => subscribe(() => void refresh()));
      const unsubscribe = () => {
        for (const off of unsubscribers) off();
      };
      void refresh();
      sink.signal.addEventListener("abort", () => {
        unsubscribe();
        resolve();
      });
    });
}
