import { useTranslations } from "next-intl";
import {
  SYSTEM_TEXT_KEYS,
  type SystemText,
  type SystemTextKey,
} from "@/lib/contracts/notifications/system-texts";

type Texts = { title?: unknown; message?: unknown };

function asSystemText(value: unknown): SystemText | null {
  if (typeof value !== "object" || value === null) return null;
  const { key, values } = value as { key?: unknown; values?: unknown };
  if (!SYSTEM_TEXT_KEYS.includes(key as SystemTextKey)) return null;
  const plain =
    values === undefined ||
    (typeof values === "object" &&
      values !== null &&
      Object.values(values).every((v) => typeof v === "string"));
  return plain ? { key: key as SystemTextKey, values: values as Record<string, string> | undefined } : null;
}

/**
 * A notification's title and message as the reader should see them: the product's own notifications in the
 * reader's language (from `metadata.text`, src/lib/contracts/notifications/system-texts.ts), anything else as
 * written.
 */
export function useNotificationText() {
  const t = useTranslations("notifications.system");
  const ts = useTranslations("safeguarding");
  const render = (value: unknown): string | null => {
    const text = asSystemText(value);
    if (!text) return null;
    const values = { ...text.values };
    // A concern's kind is a fixed-list key: named in the reader's language.
    if (values.kind && ts.has(`kinds.${values.kind}` as never))
      values.kind = ts(`kinds.${values.kind}` as never);
    return t(text.key, values as never);
  };
  return (doc: { title: string; message: string; metadata?: Record<string, unknown> | null }) => {
    const texts = (doc.metadata?.text ?? {}) as Texts;
    return { title: render(texts.title) ?? doc.title, message: render(texts.message) ?? doc.message };
  };
}
