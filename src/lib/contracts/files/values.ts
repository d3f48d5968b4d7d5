export const FILE_MAX_BYTES = 25 * 1024 * 1024;
export const SNIFFED_TYPES = {
  // Recordings
  "audio/webm": "audio",
  "audio/ogg": "audio",
  "audio/mp4": "audio",
  "audio/mpeg": "audio",
  "audio/wav": "audio",
  // Images
  "image/png": "image",
  "image/jpeg": "image",
  "image/gif": "image",
  "image/webp": "image",
  // Documents
  "application/pdf": "document",
  "text/plain": "text",
  "text/markdown": "text",
  "text/csv": "text",
  "application/json": "text",
} as const;
export const FILE_MESSAGES = {
  tooLarge: "File is too large (at most 25 MB)",
  empty: "File is empty",
  typeNotAccepted: "This file type is not accepted: upload an image, a PDF, a text file or a recording",
  recordingType: "Unsupported recording type: send webm, ogg or mp4 (opus), mp3, mpeg or wav audio",
  notFound: "File not found",
} as const;
