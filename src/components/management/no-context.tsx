import Link from "next/link";
import { useTranslations } from "next-intl";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ROUTES } from "@/lib/routes";
import { PageShell } from "./page-shell";

/** Shown by the "current organisation/team" pages when there is none to show. */
export function NoContext({ title, what }: { title: string; what: "organization" | "team" }) {
  const t = useTranslations("management.noContext");
  return (
    <PageShell title={title}>
      <Card>
        <CardHeader>
          <CardTitle>{what === "team" ? t("noTeam") : t("noOrganization")}</CardTitle>
          <CardDescription>{what === "team" ? t("noTeamText") : t("noOrganizationText")}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-4 text-sm">
          <Link href={ROUTES.selectDashboard} className="text-primary hover:underline">
            {what === "team" ? t("chooseTeam") : t("chooseOrganization")}
          </Link>
          {what === "team" ? (
            <Link href={ROUTES.teams} className="text-primary hover:underline">
              {t("allTeams")}
            </Link>
          ) : null}
        </CardContent>
      </Card>
    </PageShell>
  );
}
