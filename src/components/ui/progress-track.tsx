import type * as React from "react";

import { cn } from "@/lib/utils";

/**
 * A bar's track from 0 to `max`, announced as a progressbar: `label` says what it measures, `valueText` how far it
 * got where the number alone would not say it. The fill (`children`) is the caller's, as its look and width are.
 */
export function ProgressTrack({
  label,
  value,
  max = 100,
  valueText,
  className,
  children,
}: {
  label: string;
  value: number;
  max?: number;
  valueText?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-muted", className)}
    >
      {children}
    </div>
  );
}
