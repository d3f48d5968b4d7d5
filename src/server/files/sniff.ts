/**
 * What a file really is, from its bytes (magic numbers), never from its name or the browser's label. Pure: the
 * unit tests feed it bytes. Text is valid UTF-8 without NUL bytes; its name then only picks markdown, CSV or
 * JSON among the text types. Anything unrecognised is null (the caller refuses it).
 */
import type { SniffedType } from "@/lib/contracts/files/schemas";

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const EBML = [0x1a, 0x45, 0xdf, 0xa3];

/** An MPEG-1/2 Layer III frame header: 11 sync bits, a known version, layer III, a valid bitrate and rate. */
function isMp3Frame(bytes: Uint8Array, at = 0): boolean {
  if (bytes.length < at + 4) return false;
  const [b0, b1, b2] = [bytes[at], bytes[at + 1], bytes[at + 2]];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return false;
  const version = (b1 >> 3) & 0x03; // 01 is reserved
  const layer = (b1 >> 1) & 0x03; // 01 = Layer III
  const bitrate = b2 >> 4; // 1111 is invalid (0000 "free" is allowed)
  const rate = (b2 >> 2) & 0x03; // 11 is reserved
  return version !== 1 && layer === 1 && bitrate !== 0x0f && rate !== 0x03;
}

/** An ID3v2 tag: "ID3", major version 2 to 4, a revision byte. */
const isId3 = (bytes: Uint8Array) =>
  startsWith(bytes, ascii("ID3")) && bytes.length >= 10 && bytes[3] >= 2 && bytes[3] <= 4 && bytes[4] < 0xff;

/** An ISO base media file (mp4, m4a): a first box "ftyp" of a plausible size. */
function isFtyp(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii("ftyp"), 4)) return false;
  const size = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  return size >= 8 && size <= 4096;
}

function binaryType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, EBML)) return "audio/webm";
  if (startsWith(bytes, ascii("OggS"))) return "audio/ogg";
  if (isFtyp(bytes)) return "audio/mp4";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WAVE"), 8)) return "audio/wav";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (isId3(bytes) || isMp3Frame(bytes)) return "audio/mpeg";
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("%PDF-"))) return "application/pdf";
  return null;
}

/** The bytes as text when they are valid UTF-8 without NUL; null otherwise. */
export function decodeText(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

const TEXT_BY_EXTENSION: Record<string, SniffedType> = {
  md: "text/markdown",
  markdown: "text/markdown",
  csv: "text/csv",
  json: "application/json",
};

function textType(name: string): SniffedType {
  const extension = name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? "";
  return TEXT_BY_EXTENSION[extension] ?? "text/plain";
}

/** The canonical MIME type of the bytes, or null when they are none of the accepted types (or empty). */
export function sniffType(bytes: Uint8Array, name = ""): SniffedType | null {
  if (bytes.length === 0) return null;
  const binary = binaryType(bytes);
  if (binary) return binary;
  return decodeText(bytes) === null ? null : textType(name);
}
