import { EyeIcon, TrendingDownIcon, UserRoundSearchIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { PAGES, ROUTES } from "@/lib/routes";
import { cn } from "@/lib/utils";
import type { AttentionMember, CoachHome } from "@/server/home/types";
import {
  EmptyState,
  emptyLink,
  LINK_CLASS,
  LinkItem,
  MembersAssessmentsLink,
  OverviewCard,
  OverviewList,
  When,
} from "./overview-card";

const EXCERPT_CHARS = 140;

/** The coach's home: who in their teams needs attention, and the latest observations. */
export function CoachOverview({
  home,
}: {
  home: CoachHome;
  /** Unused: dates are shown in the reader's own timezone, next-intl's (src/i18n/format.ts). */
  timeZone?: string;
}) {
  const t = useTranslations("home.coach");
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <OverviewCard
        title={t("attention")}
        description={t("attentionDescription", { idleDays: home.idleDays, trendDays: home.trendDays })}
        Icon={UserRoundSearchIcon}
        more={{ href: ROUTES.users, label: t("allMembers") }}
      >
        {home.attention.length > 0 ? (
          <>
            <ul className="grid gap-3" aria-label={t("attentionLabel")}>
              {home.attention.map((member) => (
                <AttentionRow key={member._id} member={member} idleDays={home.idleDays} />
              ))}
            </ul>
            {home.attentionTotal > home.attention.length ? (
              <p className="mt-3 text-sm text-muted-foreground">
                {t("andMore", { count: home.attentionTotal - home.attention.length })}
              </p>
            ) : null}
          </>
        ) : (
          <EmptyState>
            {home.members === 0
              ? t.rich("noAthletes", { link: emptyLink(ROUTES.users) })
              : t.rich("allActive", { idleDays: home.idleDays, link: emptyLink(ROUTES.users) })}
          </EmptyState>
        )}
        <MembersAssessmentsLink />
      </OverviewCard>

      <OverviewCard
        title={t("observations")}
        Icon={EyeIcon}
        more={{ href: ROUTES.coachingNotes, label: t("allNotes") }}
      >
        <OverviewList
          label={t("observations")}
          items={home.observations}
          empty={t.rich("noObservations", { link: emptyLink(ROUTES.coachingNotes) })}
        >
          {(note) => (
            <LinkItem
              key={note._id}
              href={PAGES.coachingNotes.view(note._id)}
              title={note.title.trim() || note.content.slice(0, EXCERPT_CHARS)}
            >
              {note.recipient ? (
                <>
                  <Link
                    href={
                      note.recipient.kind === "user"
                        ? PAGES.coachingNotes.byUser(note.recipient._id)
                        : PAGES.coachingNotes.byTeam(note.recipient._id)
                    }
                    className={LINK_CLASS}
                  >
                    {note.recipient.kind === "team"
                      ? t("team", { name: note.recipient.name })
                      : note.recipient.name}
                  </Link>
                  {" · "}
                </>
              ) : null}
              <When iso={note.createdAt} />
            </LinkItem>
          )}
        </OverviewList>
      </OverviewCard>
    </div>
  );
}

function AttentionRow({ member, idleDays }: { member: AttentionMember; idleDays: number }) {
  const t = useTranslations("home.coach");
  const { lastActivityAt } = member;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
      <div className="grid min-w-0 gap-0.5">
        <Link href={PAGES.users.view(member._id)} className={cn(LINK_CLASS, "truncate")}>
          {member.name}
        </Link>
        <p className="text-xs text-muted-foreground">
          {lastActivityAt
            ? t.rich("lastActivity", { when: () => <When iso={lastActivityAt} /> })
            : t("noActivity")}
        </p>
      </div>
      <div className="flex flex-wrap gap-1.5">
        {member.reasons.includes("idle") ? (
          <Badge variant="warning">{t("quiet", { days: idleDays })}</Badge>
        ) : null}
        {member.reasons.includes("falling") ? (
          <Badge asChild variant="outline" className="text-destructive">
            <Link href={PAGES.assessments.byUser(member._id)} className={LINK_CLASS}>
              <TrendingDownIcon aria-hidden />
              {t("falling", { drop: member.drop ?? 0 })}
            </Link>
          </Badge>
        ) : null}
      </div>
    </li>
  );
}
