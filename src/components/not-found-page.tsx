import Link from "next/link";
import { useTranslations } from "next-intl";

import { RequestedPath } from "@/components/requested-path";
import { StatusPage } from "@/components/status-page";
import { Button } from "@/components/ui/button";

/** "Page Not Found" with the address asked for and one way home: the site's, or (`framed`) the dashboard's. */
export function NotFoundPage({
  home,
  framed = false,
}: {
  home: { href: string; label: string };
  framed?: boolean;
}) {
  const t = useTranslations("statusPages.notFound");
  return (
    <StatusPage
      framed={framed}
      code={404}
      title={t("title")}
      actions={
        <Button asChild variant="outline">
          <Link href={home.href}>{home.label}</Link>
        </Button>
      }
    >
      <p>
        {t.rich("nothingLivesAt", {
          path: () => (
            <RequestedPath className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm text-foreground" />
          ),
        })}
      </p>
    </StatusPage>
  );
}
