/**
 * §3 File and File reference, the upload limits, and the accepted types. The type of an upload is sniffed from
 * its bytes (src/server/files/sniff.ts), never taken from its name or the browser's label.
 */
import { z } from "zod";
import { idOut } from "@/lib/api/wire";
import { FILE_MAX_BYTES, FILE_MESSAGES, SNIFFED_TYPES } from "@/lib/contracts/files/values";

export const FILE_NAME_MAX = 255;

export const OPENAI_FILE_PURPOSES = [
  "assistants",
  "batch",
  "fine-tune",
  "vision",
  "user_data",
  "evals",
] as const;
export type OpenAiFilePurpose = (typeof OPENAI_FILE_PURPOSES)[number];

/**
 * §3 "Accepted recording types: webm, ogg and mp4 opus variants, mp3, mpeg, wav" as the MIME types a browser's
 * MediaRecorder labels them with. The sniffed container decides; the label only has to be one of these if sent.
 */
export const ACCEPTED_RECORDING_TYPES = [
  "audio/webm",
  "audio/webm;codecs=opus",
  "audio/ogg",
  "audio/ogg;codecs=opus",
  "audio/mp4",
  "audio/mp4;codecs=opus",
  "audio/mp3",
  "audio/mpeg",
  "audio/wav",
] as const;

export type SniffedType = keyof typeof SNIFFED_TYPES;

/** §3 File reference, as every endpoint answers a file. `url` is this app's download address ("" when not stored). */
export const fileReferenceSchema = z.strictObject({
  _id: idOut,
  name: z.string(),
  size: z.number().int(),
  type: z.string().nullable(),
  url: z.string(),
  openAiFileId: z.string().nullable(),
  openAiPurpose: z.enum(OPENAI_FILE_PURPOSES).nullable(),
  /** Extracted text (text files), used as context for the model. */
  content: z.string().nullable(),
});

export type FileReference = z.output<typeof fileReferenceSchema>;

/** GET /files/download?key= */
export const downloadQuerySchema = z.object({ key: z.string().trim().min(1).max(1024) }).strict();

export const downloadUrl = (key: string) => `/api/files/download?key=${encodeURIComponent(key)}`;

/** POST /files/upload `purpose` (multipart text field): an OpenAI file purpose, or empty for none. */
export const uploadPurposeSchema = z.preprocess(
  (v) => (v === "" ? undefined : v),
  z.enum(OPENAI_FILE_PURPOSES, { error: `Must be one of ${OPENAI_FILE_PURPOSES.join(", ")}` }).optional(),
);

/** A file field of a form schema: present, non-empty, at most FILE_MAX_BYTES. */
export const formFile = z
  .custom<Blob>((value) => value instanceof Blob, { message: "A file is required" })
  .refine((blob) => blob.size > 0, FILE_MESSAGES.empty)
  .refine((blob) => blob.size <= FILE_MAX_BYTES, FILE_MESSAGES.tooLarge);

/** POST /files/upload (multipart): the file, and an optional OpenAI purpose. */
export const uploadFormSchema = z.object({ file: formFile, purpose: uploadPurposeSchema });

export type UploadForm = z.output<typeof uploadFormSchema>;

// Defined without zod in values.ts, which browser code imports.
export { FILE_MAX_BYTES, FILE_MESSAGES, SNIFFED_TYPES };
