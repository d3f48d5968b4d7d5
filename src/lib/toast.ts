/**
 * Toast helpers with the §9 timings: success and errors close after 5000 ms; promise-style toasts and
 * account/session messages stay 8000 ms. The <Toaster> (top-right) is mounted once in the root layout.
 */
import { toast } from "sonner";

import {
  SESSION_EXPIRED_TOAST_THROTTLE_MS,
  TOAST_DURATION_MS,
  TOAST_LONG_DURATION_MS,
} from "@/lib/constants";
import { ACCOUNT_MESSAGES, ERROR_CATALOGUE } from "@/lib/errors";

export const DEFAULT_SUCCESS_MESSAGE = "Success";
export const DEFAULT_ERROR_MESSAGE: string = ERROR_CATALOGUE.INTERNAL_ERROR.message;
export const SESSION_EXPIRED_MESSAGE: string = ACCOUNT_MESSAGES.sessionExpired;

export type ToastId = string | number;

/**
 * Toasts speak the page's language: texts the code writes in English (the §8 fallbacks, "… created
 * successfully") are translated here by the translator the root layout installs (src/components/toast-texts.tsx);
 * texts already from the catalogue pass through unchanged.
 */
let translate: (message: string) => string = (message) => message;

export function setToastTranslator(translator: (message: string) => string): void {
  translate = translator;
}

/** A text as a toast would show it: for code that compares a server message with a known one. */
export function toastText(message: string): string {
  return translate(message);
}

export function createdMessage(label: string): string {
  return `${label} created successfully`;
}

export function updatedMessage(label: string): string {
  return `${label} updated successfully`;
}

export function deletedMessage(label: string): string {
  return `${label} deleted successfully`;
}

export function toastSuccess(
  message: string = DEFAULT_SUCCESS_MESSAGE,
  options: { id?: ToastId } = {},
): ToastId {
  return toast.success(translate(message), { duration: TOAST_DURATION_MS, id: options.id });
}

/** `long: true` for account and session messages (8000 ms instead of 5000 ms). */
export function toastError(
  message: string = DEFAULT_ERROR_MESSAGE,
  options: { long?: boolean; id?: ToastId } = {},
): ToastId {
  return toast.error(translate(message), {
    duration: options.long ? TOAST_LONG_DURATION_MS : TOAST_DURATION_MS,
    id: options.id,
  });
}

/** Closes every open toast, e.g. a failed attempt's error once the retry has succeeded. */
export function dismissToasts(): void {
  toast.dismiss();
}

let lastSessionExpiredAt = 0;

/** 'Your session has expired…' for 8000 ms, at most once every 2000 ms (§4, §9). Returns false when throttled. */
export function toastSessionExpired(): boolean {
  const now = Date.now();
  if (now - lastSessionExpiredAt < SESSION_EXPIRED_TOAST_THROTTLE_MS) return false;
  lastSessionExpiredAt = now;
  toastError(SESSION_EXPIRED_MESSAGE, { long: true, id: "session-expired" });
  return true;
}
