"use client";

import { useTranslations } from "next-intl";
import { ProgressTrack } from "@/components/ui/progress-track";
import { type AssessmentRun, resultMessage } from "./use-assessment-run";

/** The progress of a running assessment (a progress bar with "2 of 5 assessed"), then its outcome. */
export function RunProgress({
  run: { running, progress, result },
  label,
}: {
  run: AssessmentRun;
  label: string;
}) {
  const t = useTranslations("assessments.run");
  if (!running && !result) return null;
  const total = progress?.total ?? 0;
  const done = progress?.done ?? 0;
  const text = running
    ? total === 0
      ? t("looking")
      : progress?.current
        ? t("progressLast", { done, total, title: progress.current.title })
        : t("progress", { done, total })
    : result
      ? resultMessage(t, result)
      : "";
  return (
    <div className="grid gap-1.5" data-testid="assessment-run-progress">
      <ProgressTrack
        label={label}
        value={running ? done : Math.max(total, 1)}
        max={Math.max(total, 1)}
        valueText={text}
      >
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${running ? (total === 0 ? 5 : (done / total) * 100) : 100}%` }}
        />
      </ProgressTrack>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {text}
      </p>
    </div>
  );
}
