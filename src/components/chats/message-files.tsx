"use client";

import { useTranslations } from "next-intl";
import { FileChip } from "@/components/files/file-chip";
import { fileKind } from "@/components/files/format";
import type { FileReference } from "@/lib/contracts/files/schemas";
import { cn } from "@/lib/utils";

/**
 * A message's files: recordings and spoken replies as an audio player, images as thumbnails linking to the full
 * image, anything else as a download chip.
 */
export function MessageFiles({
  files,
  own = false,
  label,
}: {
  files: readonly (FileReference | string)[] | undefined;
  own?: boolean;
  /** What the audio is, for its accessible name ("Your recording", "Spoken reply"). */
  label: string;
}) {
  const t = useTranslations("chatMessages.files");
  // Older history may still carry bare ids: only references can be shown.
  const refs = (files ?? []).filter(
    (f): f is FileReference => typeof f === "object" && f !== null && "url" in f,
  );
  if (refs.length === 0) return null;
  return (
    <ul
      className={cn("grid max-w-[min(42rem,90%)] gap-2", own ? "justify-items-end" : "justify-items-start")}
    >
      {refs.map((file) => {
        const kind = fileKind(file.type);
        return (
          <li key={file._id} data-testid="message-file" data-kind={kind} className="max-w-full">
            {kind === "audio" ? (
              // biome-ignore lint/a11y/useMediaCaption: voice messages have their transcript as the message text.
              <audio
                controls
                preload="metadata"
                src={file.url}
                aria-label={label}
                className="h-10 max-w-full"
              />
            ) : kind === "image" ? (
              <a href={file.url} target="_blank" rel="noopener" title={t("open", { name: file.name })}>
                {/* biome-ignore lint/performance/noImgElement: a private download URL, not an optimisable asset. */}
                <img
                  src={file.url}
                  alt={file.name}
                  loading="lazy"
                  className="max-h-48 max-w-64 rounded-md border object-cover"
                />
              </a>
            ) : (
              <FileChip file={file} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
