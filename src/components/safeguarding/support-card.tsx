import { LifeBuoyIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { cn } from "@/lib/utils";

/**
 * Shown beside a safe reply (a chat) or after a journal entry that raised a safeguarding concern: it says plainly
 * that a safeguarding lead has been told, and who the athlete can contact now (the organisation's support
 * contacts). Distinct from a coaching turn on purpose.
 */
export function SupportCard({ contacts, className }: { contacts: string; className?: string }) {
  const t = useTranslations("safeguarding.support");
  const titleId = useId();
  return (
    <aside
      aria-labelledby={titleId}
      className={cn(
        "grid max-w-[min(42rem,90%)] gap-2 rounded-lg border-2 border-primary/50 bg-primary/5 p-4 text-sm",
        className,
      )}
      data-testid="support-card"
    >
      <h3 id={titleId} className="flex items-center gap-2 text-base font-semibold">
        <LifeBuoyIcon aria-hidden className="size-5" />
        {t("title")}
      </h3>
      <p>{t("told")}</p>
      <p className="font-medium">{t("danger")}</p>
      {contacts.trim() ? (
        <div className="grid gap-1">
          <p className="font-medium">{t("contacts")}</p>
          <p className="whitespace-pre-wrap break-words">{contacts}</p>
        </div>
      ) : (
        <p>{t("noContacts")}</p>
      )}
    </aside>
  );
}
