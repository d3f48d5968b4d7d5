"use client";

import { FileAudioIcon, FileIcon, FileImageIcon, FileTextIcon, XIcon } from "lucide-react";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { useFormat } from "@/i18n/format";
import type { FileReference } from "@/lib/contracts/files/schemas";
import { cn } from "@/lib/utils";
import { fileKind, fileSize } from "./format";

const ICONS = {
  audio: FileAudioIcon,
  image: FileImageIcon,
  document: FileTextIcon,
  text: FileTextIcon,
  file: FileIcon,
} as const;

export type FileChipFile = Pick<FileReference, "_id" | "name" | "size" | "type" | "url">;

/** "1.5 KB" / "1,5 Ko": the number and the unit in the reader's language. */
function useFileSize() {
  const t = useTranslations("files.size");
  const format = useFormat();
  return (bytes: number) => {
    const size = fileSize(bytes);
    if (!size) return "";
    const number = format.number(size.value, {
      minimumFractionDigits: size.digits,
      maximumFractionDigits: size.digits,
      useGrouping: false,
    });
    return t(size.unit, { size: number });
  };
}

/**
 * One file: an icon by kind, its name as a download link, its size, and — when `onRemove` is given — a remove
 * button named after the file. Generic: used for agent files and chat attachments alike.
 */
export function FileChip({
  file,
  onRemove,
  disabled,
  className,
}: {
  file: FileChipFile;
  onRemove?: () => void;
  disabled?: boolean;
  className?: string;
}) {
  const t = useTranslations("files.chip");
  const sizeText = useFileSize();
  const Icon = ICONS[fileKind(file.type)];
  return (
    <span
      data-slot="file-chip"
      className={cn(
        "inline-flex max-w-full items-center gap-2 rounded-md border bg-muted/30 py-1 pr-1 pl-2 text-sm",
        className,
      )}
    >
      <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      <a
        href={file.url}
        target="_blank"
        rel="noopener"
        className="min-w-0 truncate font-medium hover:underline"
        title={t("download", { name: file.name })}
      >
        {file.name}
      </a>
      <span className="shrink-0 text-xs text-muted-foreground">{sizeText(file.size)}</span>
      {onRemove ? (
        <Button
          variant="ghost"
          size="icon"
          className="size-6"
          onClick={onRemove}
          disabled={disabled}
          aria-label={t("remove", { name: file.name })}
        >
          <XIcon />
        </Button>
      ) : (
        <span className="w-1" />
      )}
    </span>
  );
}

/** A list of file chips, or `empty` when there is none. */
export function FileChipList({
  files,
  onRemove,
  disabled,
  empty,
  label,
}: {
  files: FileChipFile[];
  onRemove?: (file: FileChipFile) => void;
  disabled?: boolean;
  empty?: string;
  /** Accessible name of the list. */
  label?: string;
}) {
  const t = useTranslations("files.chip");
  if (files.length === 0) return <p className="text-sm text-muted-foreground">{empty ?? t("empty")}</p>;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {files.map((file) => (
        <li key={file._id} className="max-w-full">
          <FileChip file={file} disabled={disabled} onRemove={onRemove ? () => onRemove(file) : undefined} />
        </li>
      ))}
    </ul>
  );
}
