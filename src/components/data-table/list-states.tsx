"use client";

import { RefreshCwIcon, RotateCcwIcon } from "lucide-react";
import { useTranslations } from "next-intl";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

/** A failed load, in either layout: the reason, Retry, and (when the list is narrowed) a way back to defaults. */
export function ListError({
  error,
  onRetry,
  onReset,
}: {
  error: Error;
  onRetry: () => void;
  /** Given when search, filters or sort are set: a link may carry values the API refuses. */
  onReset?: () => void;
}) {
  const t = useTranslations("dataTable.error");
  return (
    <Alert variant="destructive">
      <AlertTitle>{t("title")}</AlertTitle>
      <AlertDescription>
        <p>{error.message}</p>
        <div className="mt-1 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RefreshCwIcon />
            {t("retry")}
          </Button>
          {onReset ? (
            <Button variant="outline" size="sm" onClick={onReset}>
              <RotateCcwIcon />
              {t("reset")}
            </Button>
          ) : null}
        </div>
      </AlertDescription>
    </Alert>
  );
}

/** Placeholder bars before the layout is known (server render): neither a table nor cards. */
export function ListSkeleton({ columns }: { columns: number }) {
  return (
    <div className="grid gap-2 rounded-lg border p-4" aria-busy>
      {Array.from({ length: 5 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
        <div key={i} className="flex gap-4">
          {Array.from({ length: Math.min(columns, 4) }, (_, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity.
            <Skeleton key={j} className="h-4 flex-1" />
          ))}
        </div>
      ))}
    </div>
  );
}
