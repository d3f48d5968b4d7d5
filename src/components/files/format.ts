/** Small formatters for file lists (pure, shared by agent and chat file UIs). */
import { SNIFFED_TYPES } from "@/lib/contracts/files/values";

export type FileSizeUnit = "B" | "KB" | "MB" | "GB";

/** A size in its largest unit (1024 each), and the decimals it is shown with: one under 10, none from 10 on. */
export function fileSize(bytes: number): { value: number; unit: FileSizeUnit; digits: 0 | 1 } | null {
  if (!Number.isFinite(bytes) || bytes < 0) return null;
  if (bytes < 1024) return { value: bytes, unit: "B", digits: 0 };
  const units = ["KB", "MB", "GB"] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return { value, unit: units[unit], digits: value < 10 ? 1 : 0 };
}

/** The size in English ("1.5 KB"); file chips show it in the reader's language (FileChip). */
export function formatFileSize(bytes: number): string {
  const size = fileSize(bytes);
  if (!size) return "";
  return `${size.digits ? size.value.toFixed(1) : Math.round(size.value)} ${size.unit}`;
}

export type FileKindLabel = "audio" | "image" | "document" | "text" | "file";

export function fileKind(type: string | null | undefined): FileKindLabel {
  if (!type) return "file";
  return (SNIFFED_TYPES as Record<string, FileKindLabel>)[type] ?? "file";
}
