/**
 * A validation or §8 message (English, as the contracts and the error catalogue write it) in the reader's
 * language. Used where messages reach people: the API's envelope (src/server/http/respond.ts) and the forms.
 * A message no rule knows stays as it is.
 */
import type { useTranslations } from "next-intl";
import { ERROR_CATALOGUE, type ErrorCode } from "@/lib/errors";
import { validationRule } from "./validation-rules";

type ErrorsTranslator = ReturnType<typeof useTranslations<"errors">>;

export function messageText(t: ErrorsTranslator, message: string): string {
  const rule = validationRule(message);
  if (!rule) return message;
  // "Goal not found": the thing named is a word of the catalogue too, when it knows it.
  const values = Object.fromEntries(
    Object.entries(rule.values).map(([name, value]) => {
      const key = `items.${value}`;
      return [name, (name === "item" || name === "field") && t.has(key as never) ? t(key as never) : value];
    }),
  );
  return t(rule.key as never, values as never);
}

/** The §8 message of a code, unless the error carries a text of its own (then that text, translated if known). */
export function errorText(t: ErrorsTranslator, code: ErrorCode, message: string): string {
  if (Object.hasOwn(ERROR_CATALOGUE, code) && ERROR_CATALOGUE[code].message === message)
    return t(`codes.${code}`);
  return messageText(t, message);
}
