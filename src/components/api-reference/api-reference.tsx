"use client";

import "swagger-ui-dist/swagger-ui.css";
import { useTranslations } from "next-intl";
import * as React from "react";

import { LoadError } from "@/components/management/load-state";
import { Skeleton } from "@/components/ui/skeleton";
import { reference } from "@/lib/api/browser-endpoints";
import { pathOf } from "@/lib/api/call";

/**
 * The API's OpenAPI document (GET /api/openapi.json) in Swagger UI, loaded from the npm package (no network beyond
 * this app). Read-only: "Try it out" is off, since a call from here would act with the admin's own session.
 */
export function ApiReference() {
  const t = useTranslations();
  const host = React.useRef<HTMLDivElement>(null);
  const [state, setState] = React.useState<"loading" | "ready" | Error>("loading");
  const [attempt, setAttempt] = React.useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` exists to force a reload.
  React.useEffect(() => {
    let cancelled = false;
    setState("loading");
    import("swagger-ui-dist/swagger-ui-bundle.js")
      .then(({ default: SwaggerUIBundle }) => {
        if (cancelled || !host.current) return;
        SwaggerUIBundle({
          domNode: host.current,
          url: `/api${pathOf(reference.openApi, {})}`,
          deepLinking: true,
          docExpansion: "list",
          defaultModelsExpandDepth: 0,
          supportedSubmitMethods: [],
          onComplete: () => !cancelled && setState("ready"),
        });
      })
      .catch(
        (error: unknown) =>
          !cancelled &&
          setState(error instanceof Error ? error : new Error(t("errors.codes.INTERNAL_ERROR"))),
      );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  return (
    <div className="grid gap-4">
      {state instanceof Error ? <LoadError error={state} onRetry={() => setAttempt((n) => n + 1)} /> : null}
      {state === "loading" ? (
        <div role="status" aria-label={t("ui.apiReference.loading")} className="grid gap-3">
          <Skeleton className="h-8 w-1/3" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : null}
      {/* Swagger UI draws on a light background whatever the app's theme. */}
      <div ref={host} data-testid="api-reference" className="api-reference rounded-lg bg-white text-black" />
    </div>
  );
}
