import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { AgentsTable } from "@/components/ai-config/agents-table";
import { CreateLink, PageShell } from "@/components/management/page-shell";
import { PAGES, ROUTES } from "@/lib/routes";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("agents.title") };
}

export default async function AgentsPage() {
  const t = await getTranslations("pages");
  return (
    <PageShell
      title={t("agents.title")}
      description={t("agents.description")}
      back={{ href: ROUTES.aiConfig, label: t("aiConfig.title") }}
      actions={<CreateLink href={PAGES.agents.create}>{t("createAgent.title")}</CreateLink>}
    >
      <AgentsTable />
    </PageShell>
  );
}
