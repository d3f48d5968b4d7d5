import { InstructionSetView } from "@/components/ai-config/resource-views";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.instructionSet.title");

async function ViewInstructionSetPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <InstructionSetView id={id} />;
}

export default withPageMessages("dashboard/ai-config/instruction-sets/view/[id]", ViewInstructionSetPage);
