import { InstructionSetForm } from "@/components/ai-config/instruction-set-form";
import { shellPage } from "@/components/management/shell-page";
import { viewerContext } from "@/components/management/viewer";
import { PAGES } from "@/lib/routes";

export const metadata = { title: "Edit instruction set" };

export default shellPage(
  metadata,
  async ({ params }) => {
    const { organizationId } = await viewerContext();
    return <InstructionSetForm id={params.id} organizationId={organizationId} />;
  },
  { back: { href: PAGES.instructionSets.list, label: "Instruction sets" } },
);
