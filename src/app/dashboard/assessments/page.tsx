import type { Metadata } from "next";
import { AssessedUsers } from "@/components/assessments/assessed-users";
import { AthleteAssessments } from "@/components/assessments/athlete-assessments";
import { PageHeader } from "@/components/management/page-header";
import { assessedUsers, athleteOverview, pageContext } from "@/server/assessments/page-data";

export const metadata: Metadata = { title: "Assessments" };

/** Athletes see their own assessments; coaches and admins the users they may see, each with a link. */
export default async function AssessmentsPage() {
  const ctx = await pageContext();
  if (!ctx) {
    return (
      <div className="grid gap-6">
        <PageHeader title="Assessments" />
        <p className="text-sm text-muted-foreground">Choose an organisation to see assessments.</p>
      </div>
    );
  }
  if (ctx.user.role === "user" && !ctx.user.isAdminMaster) {
    const overview = await athleteOverview(ctx);
    return (
      <div className="grid gap-6">
        <PageHeader
          title="Assessments"
          description="How you are doing in the mental, physical and performance areas, from your journals and chats."
        />
        <AthleteAssessments latest={overview.latest} series={overview.series} due={overview.due} />
      </div>
    );
  }
  const users = await assessedUsers(ctx);
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Assessments"
        description="Open a user to see their progress, areas to focus and to assess them now."
      />
      <AssessedUsers users={users} />
    </div>
  );
}
