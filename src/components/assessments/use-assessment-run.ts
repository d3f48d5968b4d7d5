/**
 * Runs POST /assessments/process-journals, /process-chats or /users/force-assessment as a server-sent event
 * stream (Accept: text/event-stream) and keeps its progress ({done, total, current}) and final result in state,
 * so a long run shows how far it got. Toasts the outcome; failures toast the API's message.
 */
"use client";

import { useTranslations } from "next-intl";
import * as React from "react";
import { errorText } from "@/i18n/message-text";
import { ApiError } from "@/lib/api-client";
import { readSse, streamHeaders } from "@/lib/chat-stream";
import type { ProcessProgress, ProcessResult } from "@/lib/contracts/assessments/schemas";
import { ASSESSMENT_EVENTS } from "@/lib/contracts/assessments/values";
import { isErrorEnvelope } from "@/lib/errors";
import { toastError, toastSuccess } from "@/lib/toast";

export interface AssessmentRun {
  running: boolean;
  progress: ProcessProgress | null;
  result: ProcessResult | null;
  run: (path: string, body?: object) => Promise<ProcessResult | null>;
}

type RunTranslator = ReturnType<typeof useTranslations<"assessments.run">>;

/** The run's outcome in one sentence: "Assessed 3 of 5; 1 failed and will be retried; …". */
export function resultMessage(t: RunTranslator, result: ProcessResult): string {
  if (result.total === 0) return t("nothing");
  const { processed, total, failed, skipped, remaining } = result;
  return t("result", { processed, total, failed, skipped, remaining });
}

async function streamRun(
  path: string,
  body: object,
  onProgress: (progress: ProcessProgress) => void,
): Promise<ProcessResult> {
  const res = await fetch(`/api${path}`, {
    method: "POST",
    headers: { ...streamHeaders(), "content-type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  if (!res.ok || !res.body) {
    const envelope = await res.json().catch(() => null);
    if (isErrorEnvelope(envelope)) {
      throw new ApiError(envelope.error.code, envelope.error.message, res.status, envelope.error.fields);
    }
    throw new ApiError("INTERNAL_ERROR", "Unexpected Error", res.status);
  }
  let result: ProcessResult | null = null;
  let failure: ApiError | null = null;
  await readSse(res.body, (event) => {
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      return;
    }
    if (event.event === ASSESSMENT_EVENTS.progress) onProgress(data as ProcessProgress);
    else if (event.event === ASSESSMENT_EVENTS.result) result = data as ProcessResult;
    else if (event.event === ASSESSMENT_EVENTS.error && isErrorEnvelope(data)) {
      failure = new ApiError(data.error.code, data.error.message, 200, data.error.fields);
    }
  });
  if (failure) throw failure;
  if (!result) throw new ApiError("INTERNAL_ERROR", "Unexpected Error", 200);
  return result;
}

export function useAssessmentRun(onDone?: (result: ProcessResult) => void): AssessmentRun {
  const t = useTranslations("assessments.run");
  const te = useTranslations("errors");
  const [running, setRunning] = React.useState(false);
  const [progress, setProgress] = React.useState<ProcessProgress | null>(null);
  const [result, setResult] = React.useState<ProcessResult | null>(null);
  const onDoneRef = React.useRef(onDone);
  onDoneRef.current = onDone;

  const run = React.useCallback(
    async (path: string, body: object = {}) => {
      setRunning(true);
      setProgress(null);
      setResult(null);
      try {
        const outcome = await streamRun(path, body, setProgress);
        setResult(outcome);
        if (outcome.failed > 0) toastError(resultMessage(t, outcome));
        else toastSuccess(resultMessage(t, outcome));
        onDoneRef.current?.(outcome);
        return outcome;
      } catch (error) {
        toastError(
          error instanceof ApiError
            ? errorText(te, error.code, error.message)
            : error instanceof Error
              ? error.message
              : te("codes.INTERNAL_ERROR"),
        );
        return null;
      } finally {
        setRunning(false);
      }
    },
    [t, te],
  );

  return { running, progress, result, run };
}
