import Link from "next/link";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ROUTES } from "@/lib/routes";
import { PageShell } from "./page-shell";

/** Shown by the "current organisation/team" pages when there is none to show. */
export function NoContext({ title, what }: { title: string; what: "organization" | "team" }) {
  return (
    <PageShell title={title}>
      <Card>
        <CardHeader>
          <CardTitle>No {what} selected</CardTitle>
          <CardDescription>
            {what === "team"
              ? "You are not in a team yet, or none is selected."
              : "You do not belong to an organization, or none is selected."}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-4 text-sm">
          <Link href={ROUTES.selectDashboard} className="text-primary hover:underline">
            Choose {what === "team" ? "a team" : "an organization"}
          </Link>
          {what === "team" ? (
            <Link href={ROUTES.teams} className="text-primary hover:underline">
              See all teams
            </Link>
          ) : null}
        </CardContent>
      </Card>
    </PageShell>
  );
}
