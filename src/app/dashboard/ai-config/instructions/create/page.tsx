import { getTranslations } from "next-intl/server";
import { InstructionForm } from "@/components/ai-config/instruction-form";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { PageShell } from "@/components/management/page-shell";
import { pageTitle } from "@/i18n/page-title";
import { isId } from "@/lib/ids";
import { PAGES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.createInstruction.title");

async function CreateInstructionPage({
  searchParams,
}: {
  searchParams: Promise<{ instructionSet?: string | string[] }>;
}) {
  const [{ instructionSet }, t] = await Promise.all([searchParams, getTranslations("pages")]);
  return (
    <PageShell
      title={t("createInstruction.title")}
      back={{ href: PAGES.instructions.list, label: t("instructions.title") }}
    >
      <InstructionForm instructionSetId={isId(instructionSet) ? instructionSet : undefined} />
    </PageShell>
  );
}

export default withPageMessages("dashboard/ai-config/instructions/create", CreateInstructionPage);
