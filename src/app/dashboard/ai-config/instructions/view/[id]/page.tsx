import { InstructionView } from "@/components/ai-config/resource-views";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.instruction.title");

async function ViewInstructionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <InstructionView id={id} />;
}

export default withPageMessages("dashboard/ai-config/instructions/view/[id]", ViewInstructionPage);
