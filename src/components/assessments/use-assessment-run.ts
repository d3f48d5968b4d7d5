/**
 * Runs POST /assessments/process-journals, /process-chats or /users/force-assessment as a server-sent event
 * stream (Accept: text/event-stream) and keeps its progress ({done, total, current}) and final result in state,
 * so a long run shows how far it got. Toasts the outcome; failures toast the API's message.
 */
"use client";

import * as React from "react";
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

export function resultMessage(result: ProcessResult): string {
  if (result.total === 0) return "Nothing to assess right now";
  const parts = [`Assessed ${result.processed} of ${result.total}`];
  if (result.failed > 0) parts.push(`${result.failed} failed and will be retried`);
  if (result.skipped > 0) parts.push(`${result.skipped} already being assessed`);
  if (result.remaining > 0) parts.push(`${result.remaining} left for the next run`);
  return parts.join("; ");
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
  const [running, setRunning] = React.useState(false);
  const [progress, setProgress] = React.useState<ProcessProgress | null>(null);
  const [result, setResult] = React.useState<ProcessResult | null>(null);
  const onDoneRef = React.useRef(onDone);
  onDoneRef.current = onDone;

  const run = React.useCallback(async (path: string, body: object = {}) => {
    setRunning(true);
    setProgress(null);
    setResult(null);
    try {
      const outcome = await streamRun(path, body, setProgress);
      setResult(outcome);
      if (outcome.failed > 0) toastError(resultMessage(outcome));
      else toastSuccess(resultMessage(outcome));
      onDoneRef.current?.(outcome);
      return outcome;
    } catch (error) {
      toastError(error instanceof Error ? error.message : undefined);
      return null;
    } finally {
      setRunning(false);
    }
  }, []);

  return { running, progress, result, run };
}
