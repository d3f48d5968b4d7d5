import { PromptTemplatesTable } from "@/components/ai-config/resource-tables";
import { isNotAthlete } from "@/components/management/display";
import { CreateLink } from "@/components/management/page-shell";
import { shellPage } from "@/components/management/shell-page";
import { viewerContext } from "@/components/management/viewer";
import { PAGES } from "@/lib/routes";

export const metadata = { title: "Prompt templates" };

const viewerCanEdit = async () => isNotAthlete((await viewerContext()).viewer);

export default shellPage(
  metadata,
  async () => <PromptTemplatesTable canEdit={await viewerCanEdit()} />,
  async () => ({
    description:
      "Reusable coach prompts of your organisation: coaches start from them when they write a coach prompt for an athlete or a team (Coaching notes › New note › Coach prompt).",
    actions: (await viewerCanEdit()) ? (
      <CreateLink href={PAGES.promptTemplates.create}>Create prompt template</CreateLink>
    ) : null,
  }),
);
