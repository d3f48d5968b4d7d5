import { getTranslations } from "next-intl/server";
import { FeedbackList } from "@/components/coaching-notes/feedback-list";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { PageShell } from "@/components/management/page-shell";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.feedbacks.title");

/** Athletes only (the route guard answers ONLY_ATHLETE to others): the feedback their coaches wrote them. */
async function FeedbacksPage() {
  const t = await getTranslations("pages.feedbacks");
  return (
    <PageShell title={t("title")} description={t("description")}>
      <FeedbackList />
    </PageShell>
  );
}

export default withPageMessages("dashboard/feedbacks", FeedbacksPage);
