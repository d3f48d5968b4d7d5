/**
 * Where file bytes live: S3 (any S3-compatible server) when S3_BUCKET is set, else the local disk under
 * FILES_DIR. The environment is read on every call, so a test or a restarted server picks up a change. A file
 * is read back from where it was written: the record's s3Url says S3, its absence the local disk.
 */
import { localStorage } from "./local-storage";
import { s3ConfigFromEnv, s3Storage } from "./s3-storage";

export interface FileStorage {
  readonly kind: "s3" | "local";
  /** Writes the object; answers its URL on S3 (null on local disk). */
  put(key: string, bytes: Uint8Array, type: string): Promise<{ url: string | null }>;
  /** The object's bytes as a stream, or null when it is missing. */
  read(key: string): Promise<ReadableStream<Uint8Array> | null>;
  /** Deletes the object; a missing one is already gone. */
  remove(key: string): Promise<void>;
}

export const DEFAULT_FILES_DIR = ".data/files";

export function filesDir(): string {
  return process.env.FILES_DIR?.trim() || DEFAULT_FILES_DIR;
}

/** The storage new files go to. */
export function currentStorage(): FileStorage {
  const s3 = s3ConfigFromEnv();
  return s3 ? s3Storage(s3) : localStorage(filesDir());
}

/** The storage a stored file was written to; null when it is on S3 and S3 is not configured any more. */
export function storageOf(file: { s3Url: string | null }): FileStorage | null {
  if (!file.s3Url) return localStorage(filesDir());
  const s3 = s3ConfigFromEnv();
  return s3 ? s3Storage(s3) : null;
}

/** All of an object's bytes (for a provider upload); null when missing. */
export async function readBytes(storage: FileStorage, key: string): Promise<Uint8Array | null> {
  const stream = await storage.read(key);
  if (!stream) return null;
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
