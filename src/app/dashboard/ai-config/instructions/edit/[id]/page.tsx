import { InstructionForm } from "@/components/ai-config/instruction-form";
import { shellPage } from "@/components/management/shell-page";
import { PAGES } from "@/lib/routes";

export const metadata = { title: "Edit instruction" };

export default shellPage(metadata, ({ params }) => <InstructionForm id={params.id} />, {
  back: { href: PAGES.instructions.list, label: "Instructions" },
});
