import { FlameIcon, MessageSquareTextIcon, NotebookPenIcon, TargetIcon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { UserText } from "@/components/ui/user-text";
import { isOverdue } from "@/lib/goals/deadline";
import { PAGES, ROUTES } from "@/lib/routes";
import { cn, plural } from "@/lib/utils";
import type { AthleteHome } from "@/server/home/types";
import {
  EmptyState,
  LINK_CLASS,
  LinkItem,
  OverviewCard,
  OverviewList,
  ProgressBar,
  When,
} from "./overview-card";

/** The athlete's home: pick up the last chat, see active goals, unread feedback and the streak. */
export function AthleteOverview({ home, timeZone }: { home: AthleteHome; timeZone: string }) {
  const { lastChat, goals, feedback, streak } = home;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <OverviewCard
        title="Continue your last chat"
        Icon={MessageSquareTextIcon}
        more={{ href: ROUTES.chats, label: "All chats" }}
        className="md:col-span-2"
      >
        {lastChat ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="grid min-w-0 gap-1">
              <p className="truncate font-medium">{lastChat.title}</p>
              <p className="text-sm text-muted-foreground">
                {lastChat.agentName ? <UserText text={lastChat.agentName} /> : "Chat"} · last active{" "}
                <When iso={lastChat.at} timeZone={timeZone} time />
                {lastChat.closed ? " · closed" : ""}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="secondary">
                <Link href={PAGES.chats.view(lastChat._id)}>
                  {lastChat.closed ? "Open chat" : "Continue chat"}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link href={PAGES.chats.withAgent()}>New chat</Link>
              </Button>
            </div>
          </div>
        ) : (
          <EmptyState
            text="No chats yet"
            link={{ href: PAGES.chats.withAgent(), label: "start one with your AI coach" }}
          />
        )}
      </OverviewCard>

      <OverviewCard
        title="Active goals"
        description={
          home.activeGoals > 0 ? plural(home.activeGoals, "goal in progress", "goals in progress") : undefined
        }
        Icon={TargetIcon}
        more={{ href: ROUTES.goals, label: "All goals" }}
      >
        <OverviewList
          label="Active goals"
          items={goals}
          className="grid gap-4"
          empty={{ text: "No active goals yet", link: { href: PAGES.goals.create, label: "set one" } }}
        >
          {(goal) => (
            <li key={goal._id} className="grid gap-1.5">
              <div className="flex items-baseline justify-between gap-3">
                <Link href={PAGES.goals.view(goal._id)} className={cn(LINK_CLASS, "min-w-0 truncate")}>
                  {goal.title}
                </Link>
                <span className="shrink-0 text-sm tabular-nums text-muted-foreground">{goal.progress}%</span>
              </div>
              <ProgressBar value={goal.progress} label={`Progress of ${goal.title}`} />
              {goal.deadlineDate ? (
                // Every goal here is in progress, so a past deadline means it is overdue.
                isOverdue({ status: "in-progress", deadlineDate: goal.deadlineDate }) ? (
                  <p className="text-xs font-medium text-destructive">
                    Overdue since <When iso={goal.deadlineDate} timeZone={timeZone} />
                  </p>
                ) : (
                  <p className="text-xs text-muted-foreground">
                    Due <When iso={goal.deadlineDate} timeZone={timeZone} />
                  </p>
                )
              ) : null}
            </li>
          )}
        </OverviewList>
      </OverviewCard>

      <OverviewCard
        title="New feedback"
        description={
          feedback.unread > 0
            ? `${plural(feedback.unread, "unread message", "unread messages")} from your coaches`
            : undefined
        }
        Icon={NotebookPenIcon}
        more={{ href: ROUTES.feedbacks, label: "All feedback" }}
      >
        <OverviewList
          label="Unread feedback"
          items={feedback.items}
          empty={{
            text: "No new feedback from your coaches",
            link: { href: ROUTES.feedbacks, label: "read earlier feedback" },
          }}
        >
          {(item) => (
            <LinkItem key={item._id} href={ROUTES.feedbacks} title={item.message}>
              {item.title} · <When iso={item.createdAt} timeZone={timeZone} />
            </LinkItem>
          )}
        </OverviewList>
      </OverviewCard>

      <OverviewCard title="Streak" Icon={FlameIcon} className="md:col-span-2">
        <div className="flex flex-wrap items-baseline gap-x-6 gap-y-1">
          <p>
            <span className="text-3xl font-semibold tabular-nums" data-testid="streak-days">
              {streak.days}
            </span>{" "}
            <span className="text-muted-foreground">{streak.days === 1 ? "day" : "days"} in a row</span>
          </p>
          <p className="text-sm text-muted-foreground">Best: {plural(streak.max, "day", "days")}</p>
        </div>
        <p className="mt-2 text-sm text-muted-foreground">
          {streak.days > 0
            ? "Chat, write a journal or sign in each day to keep it going."
            : "Chat or write a journal today to start a streak."}{" "}
          <Link href={PAGES.journals.create} className={cn(LINK_CLASS, "text-primary")}>
            Write a journal
          </Link>
          {" · "}
          <Link href={ROUTES.assessments} className={cn(LINK_CLASS, "text-primary")}>
            See your assessments
          </Link>
        </p>
      </OverviewCard>
    </div>
  );
}
