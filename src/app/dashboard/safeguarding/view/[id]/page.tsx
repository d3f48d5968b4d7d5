import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CaseView } from "@/components/safeguarding/case-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("safeguardingCase.title") };
}

export default async function SafeguardingCasePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CaseView id={id} />;
}
