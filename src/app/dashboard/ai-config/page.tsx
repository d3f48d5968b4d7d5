import {
  BotIcon,
  BracesIcon,
  ChevronRightIcon,
  FileTextIcon,
  ListChecksIcon,
  MessageSquareTextIcon,
  SlidersHorizontalIcon,
} from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { withPageMessages } from "@/components/i18n/with-page-messages";

import { PageShell } from "@/components/management/page-shell";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { pageTitle } from "@/i18n/page-title";
import { PAGES, ROUTES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.aiConfig.title");

/** Each card's title is its page's (pages.<key>.title), its description pages.aiConfig.cards.<key>. */
const CARDS = [
  { key: "chatSettings", href: PAGES.chatSettings, icon: SlidersHorizontalIcon },
  { key: "agents", href: PAGES.agents.list, icon: BotIcon },
  { key: "instructionSets", href: PAGES.instructionSets.list, icon: ListChecksIcon },
  { key: "instructions", href: PAGES.instructions.list, icon: MessageSquareTextIcon },
  { key: "promptTemplates", href: PAGES.promptTemplates.list, icon: FileTextIcon },
  { key: "apiReference", href: ROUTES.apiReference, icon: BracesIcon },
] as const;

async function AiConfigPage() {
  const t = await getTranslations("pages");
  return (
    <PageShell title={t("aiConfig.title")} description={t("aiConfig.description")}>
      <nav aria-label={t("aiConfig.navLabel")} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {CARDS.map(({ key, href, icon: Icon }) => (
          <Link
            key={href}
            href={href}
            className="group rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
          >
            <Card className="h-full gap-3 transition-colors group-hover:border-primary/50 group-hover:bg-accent/40">
              <CardHeader className="grid-cols-[auto_1fr_auto] items-center gap-x-3">
                <span className="row-span-2 grid size-9 place-items-center rounded-lg bg-primary/15 text-primary">
                  <Icon aria-hidden className="size-4" />
                </span>
                <CardTitle>{t(`${key}.title`)}</CardTitle>
                <ChevronRightIcon
                  aria-hidden
                  className="row-span-2 size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                />
                <CardDescription>{t(`aiConfig.cards.${key}`)}</CardDescription>
              </CardHeader>
            </Card>
          </Link>
        ))}
      </nav>
    </PageShell>
  );
}

export default withPageMessages("dashboard/ai-config", AiConfigPage);
