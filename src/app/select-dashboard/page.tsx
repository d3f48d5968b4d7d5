import { redirect } from "next/navigation";
import { auth } from "@/auth";
import { Brand } from "@/components/shell/brand";
import { ShellSignOut } from "@/components/shell/shell-sign-out";
import { pageTitle } from "@/i18n/page-title";
import { ROUTES } from "@/lib/routes";
import { SelectDashboard } from "./select-dashboard";

export const generateMetadata = pageTitle("selectDashboard.title");

/**
 * §2 step 3: a master admin chooses the organisation to act in, a coach with teams the team. The choice is
 * kept in the dashboard-context cookies (the route guard reads them) and sent as the API's headers.
 */
export default async function SelectDashboardPage() {
  const session = await auth();
  if (!session?.user?._id) redirect(ROUTES.signIn);
  const user = session.user;
  const kind = user.isAdminMaster
    ? "organization"
    : user.role === "coach" && user.teams.length > 0
      ? "team"
      : null;
  // Nobody else has anything to choose.
  if (!kind) redirect(ROUTES.dashboard);

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-14 items-center justify-between border-b px-4">
        <Brand />
        <ShellSignOut />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-10 sm:py-16">
        <SelectDashboard kind={kind} teamIds={user.teams} />
      </main>
    </div>
  );
}
