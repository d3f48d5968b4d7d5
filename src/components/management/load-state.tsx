"use client";

import { RefreshCwIcon, SearchXIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type * as React from "react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import type { ResourceResult } from "./use-resource";

/** Placeholder of a detail card or form while its document loads. */
export function CardSkeleton({ rows = 4 }: { rows?: number }) {
  const t = useTranslations("management.load");
  return (
    <Card aria-busy aria-label={t("loading")}>
      <CardHeader>
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-4 w-72 max-w-full" />
      </CardHeader>
      <CardContent className="grid gap-4">
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
          <div key={i} className="grid gap-2">
            <Skeleton className="h-3.5 w-24" />
            <Skeleton className="h-9 w-full" />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

/** A failed load, with the API's message and a retry button. */
export function LoadError({ error, onRetry, title }: { error: Error; onRetry?: () => void; title?: string }) {
  const t = useTranslations("management.load");
  return (
    <Alert variant="destructive">
      <AlertTitle>{title ?? t("couldNotLoad")}</AlertTitle>
      <AlertDescription>
        <p>{error.message}</p>
        {onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry} className="mt-1">
            <RefreshCwIcon />
            {t("retry")}
          </Button>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}

/**
 * Whether a load failed because there is nothing at that address (a record gone or never there, or an id that
 * is not an id): trying again cannot help, so no Retry is offered.
 */
function isMissing(error: Error): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 404) return true;
  return (
    error.code === "VALIDATION_ERROR" &&
    error.fields.length > 0 &&
    error.fields.every((f) => f.path === "params.id")
  );
}

/** A record that is not there: what it was, and no Retry. */
export function MissingRecord({ error }: { error: Error }) {
  const t = useTranslations("management.load");
  const title = error instanceof ApiError && error.status === 404 ? error.message : t("notFound");
  return (
    <Alert role="status">
      <SearchXIcon />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{t("missing")}</AlertDescription>
    </Alert>
  );
}

/**
 * What a page shows of one useResource() document: the error with a retry (none when the record is missing), a CardSkeleton of `rows` rows until
 * the document arrives, then `children(data)`.
 */
export function Loaded<T>({
  resource,
  rows = 4,
  children,
}: {
  resource: Pick<ResourceResult<T>, "data" | "error" | "reload">;
  rows?: number;
  children: (data: NonNullable<T>) => React.ReactNode;
}) {
  const { data, error, reload } = resource;
  if (error)
    return isMissing(error) ? <MissingRecord error={error} /> : <LoadError error={error} onRetry={reload} />;
  if (!data) return <CardSkeleton rows={rows} />;
  return children(data);
}
