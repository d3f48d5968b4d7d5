import type { Metadata } from "next";

import { CoachKnows } from "@/components/brief/coach-knows";
import { viewerContext } from "@/components/management/viewer";
import { ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: "What my coach knows about me" };

export default async function WhatMyCoachKnowsPage() {
  const { viewer } = await viewerContext();
  return <CoachKnows id={viewer._id} back={{ href: ROUTES.profile, label: "My profile" }} />;
}
