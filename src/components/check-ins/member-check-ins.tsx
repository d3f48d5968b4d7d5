"use client";

import Link from "next/link";
import { formatDateTime } from "@/components/management/display";
import { useResource } from "@/components/management/use-resource";
import { SectionCard } from "@/components/ui/section-card";
import { checkIns } from "@/lib/api/browser-endpoints";
import { request } from "@/lib/api/call";
import { CHECK_IN_REASON_LABELS } from "@/lib/contracts/check-ins/values";
import { ROUTES } from "@/lib/routes";

/** On a member's page, for coaches and admins: the latest check-ins the coaching agent opened, and why. */
export function MemberCheckIns({ userId }: { userId: string }) {
  const list = useResource(request(checkIns.ofUser, { params: { id: userId } }));
  const items = list.data ?? [];
  return (
    <SectionCard title="Check-ins" description="When the AI coach wrote first to this athlete, and why.">
      {list.loading && !list.data ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No check-ins yet.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Check-ins">
          {items.map((item) => (
            <li key={item._id} className="grid gap-0.5 text-sm">
              <p className="font-medium">{CHECK_IN_REASON_LABELS[item.reason]}</p>
              <p className="text-muted-foreground">
                {item.summary} · <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                {item.chat ? (
                  <>
                    {" · "}
                    <Link href={`${ROUTES.chats}/${item.chat}`} className="underline underline-offset-2">
                      Open the chat
                    </Link>
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
