import { getTranslations } from "next-intl/server";

import { CoachKnows } from "@/components/brief/coach-knows";
import { pageTitle } from "@/i18n/page-title";
import { PAGES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.userBrief.title");

export default async function UserBriefPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, t] = await Promise.all([params, getTranslations("pages")]);
  return <CoachKnows id={id} back={{ href: PAGES.users.view(id), label: t("user.title") }} />;
}
