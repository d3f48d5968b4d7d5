"use client";

import { useTranslations } from "next-intl";
import * as React from "react";

import type { FileReference } from "@/lib/contracts/files/schemas";
import { cn } from "@/lib/utils";
import { FileChipList } from "./file-chip";
import { FileUploadButton } from "./file-upload-button";

type Key = "files" | "filesAsRetrieval";

/** The two lists; each one's label, description, empty state and upload button are files.agent.<key>. */
const LISTS: readonly Key[] = ["files", "filesAsRetrieval"];

/**
 * An agent's two file lists, each a fieldset with its files (remove buttons) and an upload button (purpose
 * "assistants"). Uploads in progress are reported through onBusyChange so the form can wait for them.
 */
export function AgentFilesFields({
  files,
  filesAsRetrieval,
  errors,
  onChange,
  onBusyChange,
}: {
  files: FileReference[];
  filesAsRetrieval: FileReference[];
  errors: Record<string, string | undefined>;
  onChange: (key: Key, next: FileReference[]) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const t = useTranslations("files.agent");
  const id = React.useId();
  // Uploads finish one after another while the form re-renders: each adds to the latest list.
  const latest = React.useRef({ files, filesAsRetrieval });
  React.useEffect(() => {
    latest.current = { files, filesAsRetrieval };
  }, [files, filesAsRetrieval]);
  const lists = { files, filesAsRetrieval };
  const [busy, setBusy] = React.useState<Key | null>(null);

  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {LISTS.map((key) => {
        const label = t(`${key}.label`);
        const error = errors[key];
        const describedBy = [`${id}-${key}-description`, error ? `${id}-${key}-error` : null]
          .filter(Boolean)
          .join(" ");
        return (
          <fieldset
            key={key}
            className="grid content-start gap-3"
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
          >
            <legend className={cn("mb-1 text-sm font-medium", error && "text-destructive")}>{label}</legend>
            <p id={`${id}-${key}-description`} className="text-sm text-muted-foreground">
              {t(`${key}.description`)}
            </p>
            <FileChipList
              files={lists[key]}
              label={label}
              empty={t(`${key}.empty`)}
              onRemove={(file) =>
                onChange(
                  key,
                  lists[key].filter((f) => f._id !== file._id),
                )
              }
            />
            {error ? (
              <p id={`${id}-${key}-error`} className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <div>
              <FileUploadButton
                label={t(`${key}.upload`)}
                purpose="assistants"
                accept="image/*,application/pdf,text/*,.md,.csv,.json"
                disabled={busy !== null && busy !== key}
                onBusyChange={(now) => {
                  setBusy(now ? key : null);
                  onBusyChange?.(now);
                }}
                onUploaded={(file) => {
                  const next = [...latest.current[key].filter((f) => f._id !== file._id), file];
                  latest.current = { ...latest.current, [key]: next };
                  onChange(key, next);
                }}
              />
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
