import { getTranslations } from "next-intl/server";
import { GoalForm } from "@/components/goals/goal-form";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { PageShell } from "@/components/management/page-shell";
import { pageTitle } from "@/i18n/page-title";
import { ID_PATTERN } from "@/lib/ids";
import { PAGES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.createGoal.title");

/** `?user=<id>`: a coach or admin creates the goal for that user (the API checks they may). */
async function CreateGoalPage({ searchParams }: { searchParams: Promise<{ user?: string | string[] }> }) {
  const [{ user }, t] = await Promise.all([searchParams, getTranslations("pages")]);
  const forUser = typeof user === "string" && ID_PATTERN.test(user) ? user : undefined;
  return (
    <PageShell
      title={t("createGoal.title")}
      description={forUser ? t("createGoal.forAthleteDescription") : t("createGoal.ownDescription")}
      back={{ href: forUser ? PAGES.goals.byUser(forUser) : PAGES.goals.list, label: t("goals.title") }}
    >
      <GoalForm forUser={forUser} />
    </PageShell>
  );
}

export default withPageMessages("dashboard/goals/create", CreateGoalPage);
