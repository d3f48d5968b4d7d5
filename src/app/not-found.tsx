import { getTranslations } from "next-intl/server";

import { NotFoundPage } from "@/components/not-found-page";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("statusPages.notFound.title");

export default async function NotFound() {
  const t = await getTranslations("statusPages.notFound");
  return <NotFoundPage home={{ href: "/", label: t("goHome") }} />;
}
