import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { InstructionsTable } from "@/components/ai-config/resource-tables";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { PageShell } from "@/components/management/page-shell";
import { pageTitle } from "@/i18n/page-title";
import { PAGES, ROUTES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.instructions.title");

async function InstructionsPage() {
  const t = await getTranslations("pages");
  return (
    <PageShell
      title={t("instructions.title")}
      description={t.rich("instructions.description", {
        link: (chunks) => (
          <Link href={PAGES.instructionSets.list} className="text-primary underline underline-offset-4">
            {chunks}
          </Link>
        ),
      })}
      back={{ href: ROUTES.aiConfig, label: t("aiConfig.title") }}
    >
      <InstructionsTable />
    </PageShell>
  );
}

export default withPageMessages("dashboard/ai-config/instructions", InstructionsPage);
