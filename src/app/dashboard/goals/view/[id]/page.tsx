import { getTranslations } from "next-intl/server";
import { GoalView } from "@/components/goals/goal-view";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { PageShell } from "@/components/management/page-shell";
import { pageTitle } from "@/i18n/page-title";
import { PAGES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.goal.title");

async function ViewGoalPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, t] = await Promise.all([params, getTranslations("pages")]);
  return (
    <PageShell title={t("goal.title")} back={{ href: PAGES.goals.list, label: t("goals.title") }}>
      <GoalView id={id} />
    </PageShell>
  );
}

export default withPageMessages("dashboard/goals/view/[id]", ViewGoalPage);
