import { getTranslations } from "next-intl/server";
import { UserMetricsView } from "@/components/analytics/user-metrics-view";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { viewerContext } from "@/components/management/viewer";
import { pageTitle } from "@/i18n/page-title";
import { PAGES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.userMetrics.title");

async function UserMetricsPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { viewer }, t] = await Promise.all([params, viewerContext(), getTranslations("pages")]);
  return (
    <UserMetricsView id={id} viewer={viewer} back={{ href: PAGES.users.view(id), label: t("user.title") }} />
  );
}

export default withPageMessages("dashboard/users/metrics/[id]", UserMetricsPage);
