import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { UserAssessments } from "@/components/assessments/user-assessments";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { PageShell } from "@/components/management/page-shell";
import { pageTitle } from "@/i18n/page-title";
import { ID_PATTERN } from "@/lib/ids";
import { PAGES } from "@/lib/routes";
import { pageContext, userAssessmentsData } from "@/server/assessments/page-data";

export const generateMetadata = pageTitle("pages.userAssessments.title");

/** A user's assessments (coaches and admins; the route guard keeps athletes out). */
async function UserAssessmentsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const ctx = await pageContext();
  const data = ctx && ID_PATTERN.test(id) ? await userAssessmentsData(ctx, id.toLowerCase()) : null;
  if (!data) notFound();
  const t = await getTranslations("pages");
  return (
    <PageShell
      title={t("userAssessments.heading", { name: data.user.name })}
      back={{ href: PAGES.assessments.list, label: t("assessments.title") }}
    >
      <UserAssessments userId={data.user._id} userName={data.user.name} areas={data.areas} due={data.due} />
    </PageShell>
  );
}

export default withPageMessages("dashboard/assessments/user/[id]", UserAssessmentsPage);
