import { InstructionSetView } from "@/components/ai-config/resource-views";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.instructionSet.title");

export default async function ViewInstructionSetPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <InstructionSetView id={id} />;
}
