import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { AgentView } from "@/components/ai-config/agent-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("agent.title") };
}

export default async function AgentPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <AgentView id={id} />;
}
