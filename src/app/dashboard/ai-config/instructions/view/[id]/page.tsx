import { InstructionView } from "@/components/ai-config/resource-views";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.instruction.title");

export default async function ViewInstructionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <InstructionView id={id} />;
}
