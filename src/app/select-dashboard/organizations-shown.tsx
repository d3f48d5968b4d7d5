"use client";

import { useTranslations } from "next-intl";

/** Below the organisations to choose from, when there are more than the list shows. */
export function OrganizationsShown({
  shown,
  total,
  lowerBound,
}: {
  shown: number;
  total: number;
  lowerBound: boolean;
}) {
  const t = useTranslations("selectDashboard");
  return (
    <p className="text-xs text-muted-foreground">
      {t(lowerBound ? "showingFirstOfMore" : "showingFirst", { shown, total })}
    </p>
  );
}
