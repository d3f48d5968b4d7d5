import type { Metadata } from "next";
import { CaseView } from "@/components/safeguarding/case-view";

export const metadata: Metadata = { title: "Safeguarding case" };

export default async function SafeguardingCasePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CaseView id={id} />;
}
