import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { InstructionSetsTable } from "@/components/ai-config/resource-tables";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { CreateLink, PageShell } from "@/components/management/page-shell";
import { pageTitle } from "@/i18n/page-title";
import { isId } from "@/lib/ids";
import { PAGES, ROUTES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.instructionSets.title");

const LINK_CLASSES = "text-primary underline underline-offset-4";

/** `?agent=<id>`, if it is an id: the agent whose sets are listed. */
async function InstructionSetsPage({
  searchParams,
}: {
  searchParams: Promise<{ agent?: string | string[] }>;
}) {
  const [{ agent }, t] = await Promise.all([searchParams, getTranslations("pages")]);
  const agentId = isId(agent) ? agent : undefined;
  return (
    <PageShell
      title={t("instructionSets.title")}
      description={
        agentId
          ? t.rich("instructionSets.ofAgent", {
              agent: (chunks) => (
                <Link href={PAGES.agents.view(agentId)} className={LINK_CLASSES}>
                  {chunks}
                </Link>
              ),
              all: (chunks) => (
                <Link href={PAGES.instructionSets.list} className={LINK_CLASSES}>
                  {chunks}
                </Link>
              ),
            })
          : t("instructionSets.description")
      }
      back={
        agentId
          ? { href: PAGES.agents.view(agentId), label: t("agent.title") }
          : { href: ROUTES.aiConfig, label: t("aiConfig.title") }
      }
      actions={
        <CreateLink
          href={agentId ? `${PAGES.instructionSets.create}?agent=${agentId}` : PAGES.instructionSets.create}
        >
          {t("createInstructionSet.title")}
        </CreateLink>
      }
    >
      <InstructionSetsTable key={agentId ?? "all"} agentId={agentId} />
    </PageShell>
  );
}

export default withPageMessages("dashboard/ai-config/instruction-sets", InstructionSetsPage);
