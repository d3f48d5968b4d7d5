import { getTranslations } from "next-intl/server";
import { InstructionForm } from "@/components/ai-config/instruction-form";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { PageShell } from "@/components/management/page-shell";
import { pageTitle } from "@/i18n/page-title";
import { PAGES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.editInstruction.title");

async function EditInstructionPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, t] = await Promise.all([params, getTranslations("pages")]);
  return (
    <PageShell
      title={t("editInstruction.title")}
      back={{ href: PAGES.instructions.list, label: t("instructions.title") }}
    >
      <InstructionForm id={id} />
    </PageShell>
  );
}

export default withPageMessages("dashboard/ai-config/instructions/edit/[id]", EditInstructionPage);
