import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { UserAssessments } from "@/components/assessments/user-assessments";
import { PageShell } from "@/components/management/page-shell";
import { ID_PATTERN } from "@/lib/ids";
import { PAGES } from "@/lib/routes";
import { pageContext, userAssessmentsData } from "@/server/assessments/page-data";

export const metadata: Metadata = { title: "User assessments" };

/** A user's assessments (coaches and admins; the route guard keeps athletes out). */
export default async function UserAssessmentsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const ctx = await pageContext();
  const data = ctx && ID_PATTERN.test(id) ? await userAssessmentsData(ctx, id.toLowerCase()) : null;
  if (!data) notFound();
  return (
    <PageShell
      title={`Assessments of ${data.user.name}`}
      back={{ href: PAGES.assessments.list, label: "Assessments" }}
    >
      <UserAssessments userId={data.user._id} userName={data.user.name} areas={data.areas} due={data.due} />
    </PageShell>
  );
}
