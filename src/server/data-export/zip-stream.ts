/**
 * A zip archive produced as it is read (fflate's streaming Zip): entries are added only when the reader pulls, so
 * a person's files are held in memory one at a time, however many there are.
 */
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

export interface ZipEntry {
  name: string;
  /** Read when the archive reaches this entry. */
  bytes(): Promise<Uint8Array | null>;
  /** Compress it (text), or store it as it is (files that are already compressed). */
  compress: boolean;
}

export function zipStream(entries: ZipEntry[]): ReadableStream<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  let finished = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else ready.push(chunk);
    if (final) finished = true;
  });
  let next = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      while (ready.length === 0 && !finished && !failure) {
        const entry = entries[next++];
        if (!entry) {
          zip.end();
          break;
        }
        const bytes = await entry.bytes();
        if (!bytes) continue;
        const file = entry.compress
          ? new ZipDeflate(entry.name, { level: 6 })
          : new ZipPassThrough(entry.name);
        zip.add(file);
        file.push(bytes, true);
      }
      if (failure) return controller.error(failure);
      const chunk = ready.shift();
      if (chunk) controller.enqueue(chunk);
      else if (finished) controller.close();
    },
  });
}
