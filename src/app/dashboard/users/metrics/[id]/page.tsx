import type { Metadata } from "next";

import { UserMetricsView } from "@/components/analytics/user-metrics-view";
import { viewerContext } from "@/components/management/viewer";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "User metrics" };

export default async function UserMetricsPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { viewer }] = await Promise.all([params, viewerContext()]);
  return <UserMetricsView id={id} viewer={viewer} back={{ href: PAGES.users.view(id), label: "User" }} />;
}
