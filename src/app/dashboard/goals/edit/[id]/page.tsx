import { getTranslations } from "next-intl/server";
import { GoalForm } from "@/components/goals/goal-form";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { PageShell } from "@/components/management/page-shell";
import { pageTitle } from "@/i18n/page-title";
import { PAGES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.editGoal.title");

async function EditGoalPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, t] = await Promise.all([params, getTranslations("pages")]);
  return (
    <PageShell title={t("editGoal.title")} back={{ href: PAGES.goals.list, label: t("goals.title") }}>
      <GoalForm id={id} />
    </PageShell>
  );
}

export default withPageMessages("dashboard/goals/edit/[id]", EditGoalPage);
