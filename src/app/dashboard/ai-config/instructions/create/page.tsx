import { InstructionForm } from "@/components/ai-config/instruction-form";
import { shellPage } from "@/components/management/shell-page";
import { isId } from "@/lib/ids";
import { PAGES } from "@/lib/routes";

export const metadata = { title: "Create instruction" };

export default shellPage(
  metadata,
  ({ search: { instructionSet } }) => (
    <InstructionForm instructionSetId={isId(instructionSet) ? instructionSet : undefined} />
  ),
  { back: { href: PAGES.instructions.list, label: "Instructions" } },
);
