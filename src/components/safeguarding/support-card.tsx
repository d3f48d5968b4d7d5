import { LifeBuoyIcon } from "lucide-react";
import { useId } from "react";
import { cn } from "@/lib/utils";

/**
 * Shown beside a safe reply (a chat) or after a journal entry that raised a safeguarding concern: it says plainly
 * that a safeguarding lead has been told, and who the athlete can contact now (the organisation's support
 * contacts). Distinct from a coaching turn on purpose.
 */
export function SupportCard({ contacts, className }: { contacts: string; className?: string }) {
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
        You are not alone
      </h3>
      <p>
        What you shared matters. A safeguarding lead at your club has been told, so that they can check in
        with you and help.
      </p>
      <p className="font-medium">If you are in danger right now, call your local emergency number.</p>
      {contacts.trim() ? (
        <div className="grid gap-1">
          <p className="font-medium">People you can contact</p>
          <p className="whitespace-pre-wrap break-words">{contacts}</p>
        </div>
      ) : (
        <p>Talk to a coach, a parent or another adult you trust today.</p>
      )}
    </aside>
  );
}
