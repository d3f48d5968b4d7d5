import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { NotFoundPage } from "@/components/not-found-page";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("statusPages.notFound"))("title") };
}

export default async function NotFound() {
  const t = await getTranslations("statusPages.notFound");
  return <NotFoundPage home={{ href: "/", label: t("goHome") }} />;
}
