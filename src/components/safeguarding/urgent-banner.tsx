"use client";

import { SirenIcon } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { safeguarding } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import { PAGES } from "@/lib/routes";
import { CASES_CHANGED_EVENT } from "./case-badges";

type Urgent = Awaited<ReturnType<typeof loadUrgent>>;
const loadUrgent = () => call(safeguarding.urgent, {});
const REFRESH_MS = 30_000;

/**
 * Urgent safeguarding cases (self-harm with a plan or means, abuse by an adult) stay as a banner on every page of
 * the people told of them until someone acknowledges the case. Read on each page, every 30 s, and when a case
 * changes on this page.
 */
export function UrgentBanner() {
  const t = useTranslations("safeguarding");
  const pathname = usePathname();
  const [urgent, setUrgent] = React.useState<Urgent>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is a reason to look again.
  React.useEffect(() => {
    let live = true;
    const refresh = () =>
      loadUrgent().then(
        (cases) => live && setUrgent(cases),
        () => {},
      );
    refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    window.addEventListener(CASES_CHANGED_EVENT, refresh);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener(CASES_CHANGED_EVENT, refresh);
    };
  }, [pathname]);
  if (urgent.length === 0) return null;
  return (
    <Alert variant="destructive" className="mb-6" data-testid="urgent-banner">
      <SirenIcon aria-hidden />
      <AlertTitle>{t("urgent.title", { count: urgent.length })}</AlertTitle>
      <AlertDescription>
        <ul className="grid gap-1">
          {urgent.map((item) => (
            <li key={item._id}>
              <Link href={PAGES.safeguarding.view(item._id)} className="font-medium underline">
                {t("caseTitle", { athlete: item.athleteName, kind: t(`kinds.${item.kind}`) })}
              </Link>
            </li>
          ))}
        </ul>
        <p>{t("urgent.stays")}</p>
      </AlertDescription>
    </Alert>
  );
}
