import { withPageMessages } from "@/components/i18n/with-page-messages";
import { CaseView } from "@/components/safeguarding/case-view";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.safeguardingCase.title");

async function SafeguardingCasePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CaseView id={id} />;
}

export default withPageMessages("dashboard/safeguarding/view/[id]", SafeguardingCasePage);
