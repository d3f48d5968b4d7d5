import { useTranslations } from "next-intl";
import { GoalsList } from "@/components/goals/goals-list";
import { CreateLink, PageShell } from "@/components/management/page-shell";
import { PAGES } from "@/lib/routes";

type Scope = "organization" | "team" | "user";

/**
 * The goals of one organisation, team or athlete in a coach's or admin's scope (route access rule; the API
 * narrows to what they may see). An organisation's or team's list names each goal's owner; an athlete's list
 * offers "Create goal" for that athlete instead.
 */
export function ScopedGoals({ scope, id }: { scope: Scope; id: string }) {
  const t = useTranslations("goals.scoped");
  const forUser = scope === "user";
  return (
    <PageShell
      title={t(`${scope}.title`)}
      description={t(`${scope}.description`)}
      back={{ href: PAGES.goals.list, label: t("back") }}
      actions={
        forUser ? (
          <CreateLink href={`${PAGES.goals.create}?user=${encodeURIComponent(id)}`}>{t("create")}</CreateLink>
        ) : null
      }
    >
      <GoalsList filters={{ [scope]: id }} showOwner={!forUser} emptyText={t("empty")} />
    </PageShell>
  );
}
