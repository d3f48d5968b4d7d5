/** Small formatters for file lists (pure, shared by agent and chat file UIs). */
import { SNIFFED_TYPES } from "@/lib/contracts/files/values";

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "";
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}

export type FileKindLabel = "audio" | "image" | "document" | "text" | "file";

export function fileKind(type: string | null | undefined): FileKindLabel {
  if (!type) return "file";
  return (SNIFFED_TYPES as Record<string, FileKindLabel>)[type] ?? "file";
}
