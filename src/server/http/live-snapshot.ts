/**
 * A stream of snapshots: read the current state, send it, and again after every event on the given
 * subscriptions. Events that arrive while a snapshot is being read are folded into one more read, so the last
 * event sent always reflects the last change, and a burst of changes costs at most two reads. A snapshot equal to
 * the one sent last is not sent again: events that change nothing this reader sees (a `resync` of the bus after
 * it reconnected, a change to someone else's row on a shared channel) cost a read but no event.
 * The reader gets the changes since its last read and the snapshot it made then, so it may update that snapshot
 * instead of reading everything again (a change it cannot apply that way is read in full).
 */
import { createHash } from "node:crypto";
import type { StreamWriter } from "./sse";

/**
 * What a stream keeps of the snapshot it sent last, to tell an equal one: a digest of its JSON, not the text. The
 * snapshot itself is kept for the next read to patch; its JSON text as well would double what every open stream
 * holds (a page of notifications is several kB).
 */
function digestOf(data: unknown): string {
  return createHash("sha1").update(JSON.stringify(data)).digest("base64");
}

/**
 * Subscribes one callback; answers the unsubscribe function (an event bus channel). A callback called without a
 * change means "something changed": the next read must be a full one.
 */
export type Subscribe<C = never> = (onChange: (change?: C) => void) => () => void;

/** The changes since the last read (undefined: unknown), and the snapshot sent or kept then (null at first). */
export type SnapshotRead<T, C> = (changes: (C | undefined)[], previous: T | null) => Promise<T>;

export function liveSnapshot<T, C = never>(
  event: string,
  read: SnapshotRead<T, C>,
  subscriptions: Subscribe<C>[],
): StreamWriter {
  return async (sink) =>
    new Promise<void>((resolve, reject) => {
      let reading = false;
      let pending: (C | undefined)[] = [];
      let previous: T | null = null;
      let lastSent: string | null = null;
      const refresh = async () => {
        if (reading) return;
        reading = true;
        try {
          let first = previous === null;
          while (first || pending.length > 0) {
            first = false;
            const changes = pending;
            pending = [];
            const data = await read(changes, previous);
            previous = data;
            if (sink.signal.aborted) return;
            const digest = digestOf(data);
            if (digest === lastSent) continue;
            lastSent = digest;
            sink.send(event, data);
          }
        } catch (error) {
          unsubscribe();
          reject(error);
        } finally {
          reading = false;
        }
      };
      // Subscribed before the first read, so no change between the two is lost.
      const unsubscribers = subscriptions.map((subscribe) =>
        subscribe((change) => {
          pending.push(change);
          void refresh();
        }),
      );
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
