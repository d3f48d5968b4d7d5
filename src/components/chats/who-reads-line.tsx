import { EyeIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { ROUTES } from "@/lib/routes";

/** Where "What this means" leads: the section of "What my coach knows about me" that explains who reads chats. */
export const WHO_READS_HREF = `${ROUTES.coachKnows}#who-reads-your-chats`;

/**
 * One line under an athlete's chat with an agent: who besides them can read it, with the way to what that means.
 * Said where they write, not only in a policy, because many of them are young.
 */
export function WhoReadsLine() {
  const t = useTranslations("chats");
  return (
    <p className="flex items-center gap-1.5 text-xs text-muted-foreground" data-testid="who-reads">
      <EyeIcon aria-hidden className="size-3.5 shrink-0" />
      <span>
        {t.rich("whoReads", {
          link: (chunks) => (
            <Link href={WHO_READS_HREF} className="underline underline-offset-2 hover:text-foreground">
              {chunks}
            </Link>
          ),
        })}
      </span>
    </p>
  );
}
