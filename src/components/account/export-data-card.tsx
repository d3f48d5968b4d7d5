import { DownloadIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button-variants";
import { SectionCard } from "@/components/ui/section-card";
import { users } from "@/lib/api/browser-endpoints";

/**
 * "Download my data" (GET /users/me/export): a plain link, so the browser downloads the archive itself as it is
 * built, with the session cookie, however large it is.
 */
export function ExportDataCard() {
  const t = useTranslations("account.exportData");
  return (
    <SectionCard title={t("title")} description={t("description")}>
      <a href={`/api${users.exportMyData.path}`} download className={buttonVariants({ variant: "outline" })}>
        <DownloadIcon aria-hidden />
        {t("download")}
      </a>
    </SectionCard>
  );
}
