import { InstructionSetForm } from "@/components/ai-config/instruction-set-form";
import { shellPage } from "@/components/management/shell-page";
import { viewerContext } from "@/components/management/viewer";
import { isId } from "@/lib/ids";
import { PAGES } from "@/lib/routes";

export const metadata = { title: "Create instruction set" };

export default shellPage(
  metadata,
  async ({ search: { agent } }) => {
    const { organizationId } = await viewerContext();
    return <InstructionSetForm organizationId={organizationId} agentId={isId(agent) ? agent : undefined} />;
  },
  {
    description: "Instructions can be added once the set exists.",
    back: { href: PAGES.instructionSets.list, label: "Instruction sets" },
  },
);
