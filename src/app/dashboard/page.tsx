import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { auth } from "@/auth";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export const metadata: Metadata = { title: "Dashboard" };

const ROLE_LABELS = { admin: "Administrator", coach: "Coach", user: "Athlete" } as const;

export default async function DashboardPage() {
  const session = await auth();
  if (!session?.user?._id) redirect("/sign-in");
  const { user } = session;
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Welcome, {user.name}</h1>
      <Card>
        <CardHeader>
          <CardTitle>Your account</CardTitle>
          <CardDescription>
            {ROLE_LABELS[user.role]}
            {user.isAdminMaster ? " · master administrator" : ""}
          </CardDescription>
        </CardHeader>
        <CardContent className="text-sm text-muted-foreground">{user.email}</CardContent>
      </Card>
    </div>
  );
}
