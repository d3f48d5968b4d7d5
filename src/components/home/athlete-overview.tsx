import { FlameIcon, MessageSquareTextIcon, NotebookPenIcon, TargetIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { UserText } from "@/components/ui/user-text";
import { useFormat } from "@/i18n/format";
import { isOverdue } from "@/lib/goals/deadline";
import { PAGES, ROUTES } from "@/lib/routes";
import { cn } from "@/lib/utils";
import type { AthleteHome } from "@/server/home/types";
import {
  EmptyState,
  emptyLink,
  LINK_CLASS,
  LinkItem,
  OverviewCard,
  OverviewList,
  ProgressBar,
  When,
} from "./overview-card";

/** The athlete's home: pick up the last chat, see active goals, unread feedback and the streak. */
export function AthleteOverview({
  home,
}: {
  home: AthleteHome;
  /** Unused: dates are shown in the reader's own timezone, next-intl's (src/i18n/format.ts). */
  timeZone?: string;
}) {
  const t = useTranslations("home.athlete");
  const format = useFormat();
  const { lastChat, goals, feedback, streak } = home;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <OverviewCard
        title={t("lastChat")}
        Icon={MessageSquareTextIcon}
        more={{ href: ROUTES.chats, label: t("allChats") }}
        className="md:col-span-2"
      >
        {lastChat ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="grid min-w-0 gap-1">
              <p className="truncate font-medium">{lastChat.title}</p>
              <p className="text-sm text-muted-foreground">
                {t.rich(lastChat.closed ? "lastActiveClosed" : "lastActive", {
                  agent: () => (lastChat.agentName ? <UserText text={lastChat.agentName} /> : t("chat")),
                  when: () => <When iso={lastChat.at} time />,
                })}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="secondary">
                <Link href={PAGES.chats.view(lastChat._id)}>
                  {lastChat.closed ? t("openChat") : t("continueChat")}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link href={PAGES.chats.withAgent()}>{t("newChat")}</Link>
              </Button>
            </div>
          </div>
        ) : (
          <EmptyState>{t.rich("noChats", { link: emptyLink(PAGES.chats.withAgent()) })}</EmptyState>
        )}
      </OverviewCard>

      <OverviewCard
        title={t("activeGoals")}
        description={home.activeGoals > 0 ? t("goalsInProgress", { count: home.activeGoals }) : undefined}
        Icon={TargetIcon}
        more={{ href: ROUTES.goals, label: t("allGoals") }}
      >
        <OverviewList
          label={t("activeGoals")}
          items={goals}
          className="grid gap-4"
          empty={t.rich("noGoals", { link: emptyLink(PAGES.goals.create) })}
        >
          {(goal) => (
            <li key={goal._id} className="grid gap-1.5">
              <div className="flex items-baseline justify-between gap-3">
                <Link href={PAGES.goals.view(goal._id)} className={cn(LINK_CLASS, "min-w-0 truncate")}>
                  {goal.title}
                </Link>
                <span className="shrink-0 text-sm tabular-nums text-muted-foreground">
                  {format.percent(goal.progress / 100)}
                </span>
              </div>
              <ProgressBar value={goal.progress} label={t("progressOf", { title: goal.title })} />
              {goal.deadlineDate ? (
                // Every goal here is in progress, so a past deadline means it is overdue.
                isOverdue({ status: "in-progress", deadlineDate: goal.deadlineDate }) ? (
                  <p className="text-xs font-medium text-destructive">
                    {t.rich("overdueSince", { when: whenOf(goal.deadlineDate) })}
                  </p>
                ) : (
                  <p className="text-xs text-muted-foreground">
                    {t.rich("due", { when: whenOf(goal.deadlineDate) })}
                  </p>
                )
              ) : null}
            </li>
          )}
        </OverviewList>
      </OverviewCard>

      <OverviewCard
        title={t("feedback")}
        description={feedback.unread > 0 ? t("unreadFeedback", { count: feedback.unread }) : undefined}
        Icon={NotebookPenIcon}
        more={{ href: ROUTES.feedbacks, label: t("allFeedback") }}
      >
        <OverviewList
          label={t("unreadFeedbackLabel")}
          items={feedback.items}
          empty={t.rich("noFeedback", { link: emptyLink(ROUTES.feedbacks) })}
        >
          {(item) => (
            <LinkItem key={item._id} href={ROUTES.feedbacks} title={item.message}>
              {item.title} · <When iso={item.createdAt} />
            </LinkItem>
          )}
        </OverviewList>
      </OverviewCard>

      <OverviewCard title={t("streak")} Icon={FlameIcon} className="md:col-span-2">
        <div className="flex flex-wrap items-baseline gap-x-6 gap-y-1">
          <p>
            {t.rich("streakDays", {
              count: streak.days,
              days: (chunks) => (
                <span className="text-3xl font-semibold tabular-nums" data-testid="streak-days">
                  {chunks}
                </span>
              ),
              muted: (chunks) => <span className="text-muted-foreground">{chunks}</span>,
            })}
          </p>
          <p className="text-sm text-muted-foreground">{t("best", { count: streak.max })}</p>
        </div>
        <p className="mt-2 text-sm text-muted-foreground">
          {streak.days > 0 ? t("keepGoing") : t("startStreak")}{" "}
          <Link href={PAGES.journals.create} className={cn(LINK_CLASS, "text-primary")}>
            {t("writeJournal")}
          </Link>
          {" · "}
          <Link href={ROUTES.assessments} className={cn(LINK_CLASS, "text-primary")}>
            {t("seeAssessments")}
          </Link>
        </p>
      </OverviewCard>
    </div>
  );
}

/** The <when> of a message: the date itself. */
function whenOf(iso: string) {
  return () => <When iso={iso} />;
}
