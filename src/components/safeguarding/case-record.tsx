import { formatDateTime } from "@/components/management/display";
import { SectionCard } from "@/components/ui/section-card";
import type { CaseDetail } from "@/lib/contracts/safeguarding/schemas";
import type { CaseAction } from "@/lib/contracts/safeguarding/values";

const ACTION_TEXT: Record<CaseAction, string> = {
  opened: "Case opened",
  added: "More words added to the case",
  viewed: "Viewed",
  acknowledged: "Acknowledged",
  noted: "Note",
  reassigned: "Reassigned",
  resolved: "Resolved",
};

/** Every view and action on the case, oldest first: who, what and when. */
export function CaseRecord({ item }: { item: CaseDetail }) {
  return (
    <SectionCard title="Record" description="Every view and action on this case, with who and when.">
      <ol className="grid gap-2 text-sm" aria-label="Case record">
        {item.events.map((event) => (
          <li key={event._id} className="grid gap-0.5">
            <p>
              <span className="font-medium">{ACTION_TEXT[event.action]}</span>
              {" · "}
              {event.actorName ?? "System"}
              {" · "}
              <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
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
