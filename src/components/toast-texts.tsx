"use client";

import { useTranslations } from "next-intl";
import { useLayoutEffect } from "react";
import { messageText } from "@/i18n/message-text";
import { setToastTranslator } from "@/lib/toast";

/** Installs the page language's translator for the texts toasts get in English (src/lib/toast.ts). */
export function ToastTexts() {
  const t = useTranslations("errors");
  useLayoutEffect(() => setToastTranslator((message) => messageText(t, message)), [t]);
  return null;
}
