/** Files on the local disk, one per key under a root directory (FILES_DIR, default .data/files). */
import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { FileStorage } from "./storage";

/** The path of a key inside the root; a key that would leave it (.., absolute) is refused. */
export function pathOfKey(root: string, key: string): string {
  const base = path.resolve(root);
  const full = path.resolve(base, key);
  if (!full.startsWith(base + path.sep)) throw new Error(`Invalid file key: ${key}`);
  return full;
}

export function localStorage(root: string): FileStorage {
  return {
    kind: "local",
    async put(key, bytes) {
      const file = pathOfKey(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: "wx" });
      return { url: null };
    },
    async read(key) {
      const file = pathOfKey(root, key);
      const found = await stat(file).catch(() => null);
      if (!found?.isFile()) return null;
      return Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    },
    async remove(key) {
      await rm(pathOfKey(root, key), { force: true });
    },
  };
}
