import { getTranslations } from "next-intl/server";
import { CoachKnows } from "@/components/brief/coach-knows";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { viewerContext } from "@/components/management/viewer";
import { pageTitle } from "@/i18n/page-title";
import { ROUTES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.whatMyCoachKnows.title");

async function WhatMyCoachKnowsPage() {
  const [{ viewer }, t] = await Promise.all([viewerContext(), getTranslations("pages")]);
  return <CoachKnows id={viewer._id} back={{ href: ROUTES.profile, label: t("profile.myProfile") }} />;
}

export default withPageMessages("dashboard/what-my-coach-knows", WhatMyCoachKnowsPage);
