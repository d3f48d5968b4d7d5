import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { ProgressTrack } from "@/components/ui/progress-track";
import { useFormat } from "@/i18n/format";
import type { GoalPriority, GoalStatus } from "@/lib/contracts/goals/schemas";
import { cn } from "@/lib/utils";

const STATUS_VARIANTS = {
  "in-progress": "default",
  completed: "success",
  paused: "warning",
  abandoned: "secondary",
} as const;

export function GoalStatusBadge({ status }: { status: GoalStatus }) {
  const te = useTranslations("enums");
  return <Badge variant={STATUS_VARIANTS[status] ?? "outline"}>{te(`goalStatus.${status}`)}</Badge>;
}

const PRIORITY_VARIANTS = { high: "destructive", medium: "warning", low: "outline" } as const;

export function GoalPriorityBadge({ priority }: { priority: GoalPriority | null }) {
  const t = useTranslations("goals");
  if (!priority) return <span className="text-muted-foreground">—</span>;
  return <Badge variant={PRIORITY_VARIANTS[priority]}>{t(`badges.priority.${priority}`)}</Badge>;
}

/** A labelled progress bar (0–100) that screen readers announce as a progressbar. */
export function GoalProgressBar({
  value,
  label,
  className,
  showValue = true,
}: {
  value: number;
  /** Accessible name, e.g. the goal's title. */
  label: string;
  className?: string;
  showValue?: boolean;
}) {
  const format = useFormat();
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  const percent = format.percent(clamped / 100);
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <ProgressTrack label={label} value={clamped} valueText={percent} className="min-w-16">
        <div
          data-slot="goal-progress-fill"
          className={cn(
            "h-full rounded-full transition-[width] duration-500",
            clamped >= 100 ? "bg-success" : "bg-primary",
          )}
          style={{ width: `${clamped}%` }}
        />
      </ProgressTrack>
      {showValue ? <span className="w-10 text-right text-sm tabular-nums">{percent}</span> : null}
    </div>
  );
}
