import { redirect } from "next/navigation";
import type * as React from "react";
import { Providers } from "@/components/providers";
import { currentBuildId } from "@/components/shell/build-id";
import { loadDashboard } from "@/components/shell/current-context";
import { DashboardShell } from "@/components/shell/dashboard-shell";
import { menuFor } from "@/lib/menu";
import { ROUTES } from "@/lib/routes";
import { needsIntakeForm, type SessionUser } from "@/lib/session-user";

const ROLE_LABELS = { admin: "Administrator", coach: "Coach", user: "Athlete" } as const;

function roleLabel(user: SessionUser): string {
  return user.isAdminMaster ? "Master administrator" : ROLE_LABELS[user.role];
}

/** Who has something to choose in /select-dashboard (§2 step 3), and what. */
function switchLabel(user: SessionUser): string | null {
  if (user.isAdminMaster) return "Switch organization";
  if (user.role === "coach" && user.teams.length > 1) return "Switch team";
  return null;
}

/** The dashboard frame for every /dashboard page; the route guard (src/proxy.ts) has already let the visitor in. */
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const dashboard = await loadDashboard();
  if (!dashboard) redirect(ROUTES.signIn);
  const { user, context } = dashboard;
  return (
    <Providers>
      <DashboardShell
        userName={user.name}
        roleLabel={roleLabel(user)}
        entries={menuFor(user, context.menu)}
        organizationName={context.organization?.name ?? null}
        teamNames={context.teams.map((t) => t.name)}
        switchLabel={switchLabel(user)}
        showMenu={!needsIntakeForm(user)}
        buildId={currentBuildId()}
        safeguardingBanner={user.role !== "user" && !needsIntakeForm(user)}
      >
        {children}
      </DashboardShell>
    </Providers>
  );
}
