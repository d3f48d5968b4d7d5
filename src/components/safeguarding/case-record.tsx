import { useTranslations } from "next-intl";
import { SectionCard } from "@/components/ui/section-card";
import { useFormat } from "@/i18n/format";
import type { CaseDetail } from "@/lib/contracts/safeguarding/schemas";

/** Every view and action on the case, oldest first: who, what and when. */
export function CaseRecord({ item }: { item: CaseDetail }) {
  const t = useTranslations("safeguarding");
  const format = useFormat();
  return (
    <SectionCard title={t("record.title")} description={t("record.description")}>
      <ol className="grid gap-2 text-sm" aria-label={t("record.label")}>
        {item.events.map((event) => (
          <li key={event._id} className="grid gap-0.5">
            <p>
              <span className="font-medium">{t(`actions.${event.action}`)}</span>
              {" · "}
              {event.actorName ?? t("record.system")}
              {" · "}
              <time dateTime={event.createdAt}>{format.dateTime(event.createdAt)}</time>
            </p>
            {event.note ? (
              <p className="break-words whitespace-pre-wrap text-muted-foreground">{event.note}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
