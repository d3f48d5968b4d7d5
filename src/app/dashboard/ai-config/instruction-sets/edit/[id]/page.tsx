import { getTranslations } from "next-intl/server";
import { InstructionSetForm } from "@/components/ai-config/instruction-set-form";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { pageTitle } from "@/i18n/page-title";
import { PAGES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.editInstructionSet.title");

async function EditInstructionSetPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { organizationId }, t] = await Promise.all([
    params,
    viewerContext(),
    getTranslations("pages"),
  ]);
  return (
    <PageShell
      title={t("editInstructionSet.title")}
      back={{ href: PAGES.instructionSets.list, label: t("instructionSets.title") }}
    >
      <InstructionSetForm id={id} organizationId={organizationId} />
    </PageShell>
  );
}

export default withPageMessages("dashboard/ai-config/instruction-sets/edit/[id]", EditInstructionSetPage);
