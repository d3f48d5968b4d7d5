import { getTranslations } from "next-intl/server";
import { CoachKnows } from "@/components/brief/coach-knows";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { pageTitle } from "@/i18n/page-title";
import { PAGES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.userBrief.title");

async function UserBriefPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, t] = await Promise.all([params, getTranslations("pages")]);
  return <CoachKnows id={id} back={{ href: PAGES.users.view(id), label: t("user.title") }} />;
}

export default withPageMessages("dashboard/users/brief/[id]", UserBriefPage);
