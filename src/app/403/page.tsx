import Link from "next/link";
import { getTranslations } from "next-intl/server";

import { StatusPage } from "@/components/status-page";
import { Button } from "@/components/ui/button";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("statusPages.forbidden.title");

/** The route guard adds `?reason=ONLY_ATHLETE` when the page is one of §6's athlete-only features. */
export default async function ForbiddenPage({
  searchParams,
}: {
  searchParams: Promise<{ reason?: string }>;
}) {
  const [{ reason }, t, te] = await Promise.all([
    searchParams,
    getTranslations("statusPages.forbidden"),
    getTranslations("errors"),
  ]);
  return (
    <StatusPage
      code={403}
      title={t("title")}
      actions={
        <Button asChild>
          <Link href="/dashboard">{t("goToDashboard")}</Link>
        </Button>
      }
    >
      <p>{reason === "ONLY_ATHLETE" ? te("codes.ONLY_ATHLETE") : t("text")}</p>
    </StatusPage>
  );
}
