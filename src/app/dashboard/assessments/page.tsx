import type { Metadata } from "next";
import { AssessedUsers } from "@/components/assessments/assessed-users";
import { AthleteAssessments } from "@/components/assessments/athlete-assessments";
import { PageShell } from "@/components/management/page-shell";
import { assessedUsers, athleteOverview, pageContext } from "@/server/assessments/page-data";

export const metadata: Metadata = { title: "Assessments" };

/** Athletes see their own assessments; coaches and admins the users they may see, each with a link. */
export default async function AssessmentsPage() {
  const ctx = await pageContext();
  if (!ctx) {
    return (
      <PageShell title="Assessments">
        <p className="text-sm text-muted-foreground">Choose an organisation to see assessments.</p>
      </PageShell>
    );
  }
  if (ctx.user.role === "user" && !ctx.user.isAdminMaster) {
    const overview = await athleteOverview(ctx);
    return (
      <PageShell
        title="Assessments"
        description="How you are doing in the mental, physical and performance areas, from your journals and chats."
      >
        <AthleteAssessments latest={overview.latest} series={overview.series} due={overview.due} />
      </PageShell>
    );
  }
  const users = await assessedUsers(ctx);
  return (
    <PageShell
      title="Assessments"
      description="Open a user to see their progress, areas to focus and to assess them now."
    >
      <AssessedUsers users={users} />
    </PageShell>
  );
}
