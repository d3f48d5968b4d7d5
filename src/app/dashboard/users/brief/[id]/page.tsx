import type { Metadata } from "next";

import { CoachKnows } from "@/components/brief/coach-knows";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "What the AI coach knows" };

export default async function UserBriefPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CoachKnows id={id} back={{ href: PAGES.users.view(id), label: "User" }} />;
}
