"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useResource } from "@/components/management/use-resource";
import { SectionCard } from "@/components/ui/section-card";
import { useFormat } from "@/i18n/format";
import { checkIns } from "@/lib/api/browser-endpoints";
import { request } from "@/lib/api/call";
import { ROUTES } from "@/lib/routes";

/** On a member's page, for coaches and admins: the latest check-ins the coaching agent opened, and why. */
export function MemberCheckIns({ userId }: { userId: string }) {
  const t = useTranslations("checkIns.member");
  const format = useFormat();
  const list = useResource(request(checkIns.ofUser, { params: { id: userId } }));
  const items = list.data ?? [];
  return (
    <SectionCard title={t("title")} description={t("description")}>
      {list.loading && !list.data ? (
        <p className="text-sm text-muted-foreground">{t("loading")}</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul className="grid gap-3" aria-label={t("title")}>
          {items.map((item) => (
            <li key={item._id} className="grid gap-0.5 text-sm">
              <p className="font-medium">{t(`reasons.${item.reason}`)}</p>
              <p className="text-muted-foreground">
                {item.summary} · <time dateTime={item.createdAt}>{format.dateTime(item.createdAt)}</time>
                {item.chat ? (
                  <>
                    {" · "}
                    <Link href={`${ROUTES.chats}/${item.chat}`} className="underline underline-offset-2">
                      {t("openChat")}
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
