import { getTranslations } from "next-intl/server";
import { InstructionSetForm } from "@/components/ai-config/instruction-set-form";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { pageTitle } from "@/i18n/page-title";
import { isId } from "@/lib/ids";
import { PAGES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.createInstructionSet.title");

async function CreateInstructionSetPage({
  searchParams,
}: {
  searchParams: Promise<{ agent?: string | string[] }>;
}) {
  const [{ agent }, { organizationId }, t] = await Promise.all([
    searchParams,
    viewerContext(),
    getTranslations("pages"),
  ]);
  return (
    <PageShell
      title={t("createInstructionSet.title")}
      description={t("createInstructionSet.description")}
      back={{ href: PAGES.instructionSets.list, label: t("instructionSets.title") }}
    >
      <InstructionSetForm organizationId={organizationId} agentId={isId(agent) ? agent : undefined} />
    </PageShell>
  );
}

export default withPageMessages("dashboard/ai-config/instruction-sets/create", CreateInstructionSetPage);
