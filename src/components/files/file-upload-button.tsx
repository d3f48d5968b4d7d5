"use client";

import { UploadIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";

import { Button, type ButtonProps } from "@/components/ui/button";
import { errorText, messageText } from "@/i18n/message-text";
import { ApiError } from "@/lib/api-client";
import type { FileReference, OpenAiFilePurpose } from "@/lib/contracts/files/schemas";
import { FILE_MAX_BYTES, FILE_MESSAGES } from "@/lib/contracts/files/values";
import { toastError } from "@/lib/toast";
import { uploadFile } from "@/lib/upload-file";

type ErrorsTranslator = ReturnType<typeof useTranslations<"errors">>;

/** What to toast for a failed upload (in the reader's language); null when api() already told the user. */
function uploadErrorMessage(te: ErrorsTranslator, error: unknown, failed: string): string | null {
  if (error instanceof ApiError) {
    if (error.code === "EXPIRED_SECTION" || error.code === "USER_NOT_ACTIVE") return null;
    const field = error.fields[0]?.message;
    return field ? messageText(te, field) : errorText(te, error.code, error.message);
  }
  return failed;
}

/**
 * A button that picks files and uploads each one (POST /files/upload), handing every stored File reference to
 * `onUploaded`. While uploading it is busy and disabled; failures are toasted with the server's field
 * message (a file over the size limit or empty is refused before it is sent).
 */
export function FileUploadButton({
  label,
  purpose,
  accept,
  multiple = true,
  onUploaded,
  onBusyChange,
  disabled,
  variant = "outline",
  size = "sm",
}: {
  label?: string;
  purpose?: OpenAiFilePurpose;
  /** The input's accept attribute (a hint only: the server sniffs the bytes). */
  accept?: string;
  multiple?: boolean;
  onUploaded: (file: FileReference) => void;
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
}) {
  const t = useTranslations("files.upload");
  const te = useTranslations("errors");
  const input = React.useRef<HTMLInputElement>(null);
  const [busy, setBusy] = React.useState(false);

  async function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const picked = [...(event.target.files ?? [])];
    event.target.value = "";
    if (picked.length === 0) return;
    setBusy(true);
    onBusyChange?.(true);
    try {
      for (const file of picked) {
        if (file.size > FILE_MAX_BYTES) {
          toastError(t("fileError", { name: file.name, message: messageText(te, FILE_MESSAGES.tooLarge) }));
          continue;
        }
        if (file.size === 0) {
          toastError(t("fileError", { name: file.name, message: messageText(te, FILE_MESSAGES.empty) }));
          continue;
        }
        try {
          onUploaded(await uploadFile(file, { name: file.name, purpose, toastOnError: false }));
        } catch (error) {
          // The refusal's own words (e.g. the accepted types), not the generic "Validation Error"; the
          // other files still go. Session problems were already handled by api().
          const message = uploadErrorMessage(te, error, t("failed"));
          if (message) toastError(t("fileError", { name: file.name, message }));
        }
      }
    } finally {
      setBusy(false);
      onBusyChange?.(false);
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        accept={accept}
        multiple={multiple}
        onChange={onChange}
      />
      <Button
        variant={variant}
        size={size}
        loading={busy}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {busy ? null : <UploadIcon />}
        {busy ? t("uploading") : (label ?? t("label"))}
      </Button>
    </>
  );
}
