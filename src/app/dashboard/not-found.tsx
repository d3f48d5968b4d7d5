import { getTranslations } from "next-intl/server";

import { NotFoundPage } from "@/components/not-found-page";
import { pageTitle } from "@/i18n/page-title";
import { ROUTES } from "@/lib/routes";

export const generateMetadata = pageTitle("statusPages.notFound.title");

/**
 * A dashboard address with nothing behind it, or a record that is gone: said inside the app frame, so the menu,
 * the search and the way home stay where they were. Home is the dashboard's, not the public landing page.
 */
export default async function DashboardNotFound() {
  const t = await getTranslations("statusPages.notFound");
  return <NotFoundPage framed home={{ href: ROUTES.dashboard, label: t("goToYourHome") }} />;
}
