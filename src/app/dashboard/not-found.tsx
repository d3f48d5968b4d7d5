import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { NotFoundPage } from "@/components/not-found-page";
import { ROUTES } from "@/lib/routes";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("statusPages.notFound"))("title") };
}

/**
 * A dashboard address with nothing behind it, or a record that is gone: said inside the app frame, so the menu,
 * the search and the way home stay where they were. Home is the dashboard's, not the public landing page.
 */
export default async function DashboardNotFound() {
  const t = await getTranslations("statusPages.notFound");
  return <NotFoundPage framed home={{ href: ROUTES.dashboard, label: t("goToYourHome") }} />;
}
