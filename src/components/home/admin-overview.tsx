import { BotIcon, ChartNoAxesColumnIcon, LogInIcon } from "lucide-react";
import Link from "next/link";
import { roleTitle } from "@/components/management/display";
import { Badge } from "@/components/ui/badge";
import { UserText } from "@/components/ui/user-text";
import { PAGES, ROUTES } from "@/lib/routes";
import { cn } from "@/lib/utils";
import type { AdminHome } from "@/server/home/types";
import { LINK_CLASS, MembersAssessmentsLink, OverviewCard, OverviewList, When } from "./overview-card";

/**
 * The admin's (and master admin's) home: usage at a glance, agents and recent sign-ins. `canManageAgents` is
 * whether the AI configuration pages open for this person (§6: role admin), so no link leads to /403.
 */
export function AdminOverview({
  home,
  timeZone,
  canManageAgents,
}: {
  home: AdminHome;
  timeZone: string;
  canManageAgents: boolean;
}) {
  const stats = [
    { label: "Members", value: home.usage.members },
    { label: `Signed in, last ${home.signInDays} days`, value: home.usage.signedInRecently },
    { label: `Chats started, last ${home.usageDays} days`, value: home.usage.chats },
    { label: `Journals written, last ${home.usageDays} days`, value: home.usage.journals },
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <OverviewCard
        title="Usage at a glance"
        Icon={ChartNoAxesColumnIcon}
        more={{ href: ROUTES.users, label: "All users" }}
        className="lg:col-span-2"
      >
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {stats.map((s) => (
            <div key={s.label} className="grid gap-1 rounded-lg border p-3">
              <dt className="text-xs text-muted-foreground">{s.label}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{s.value}</dd>
            </div>
          ))}
        </dl>
        <MembersAssessmentsLink />
      </OverviewCard>

      <OverviewCard
        title="Agents"
        description={`${home.agents.active} active of ${home.agents.total}`}
        Icon={BotIcon}
        more={canManageAgents ? { href: PAGES.agents.list, label: "All agents" } : null}
      >
        <OverviewList
          label="Agents"
          items={home.agents.items}
          className="grid gap-2"
          empty={{
            text: "No agents yet",
            link: canManageAgents ? { href: PAGES.agents.create, label: "create one" } : null,
          }}
        >
          {(agent) => (
            <li key={agent._id} className="flex min-w-0 items-center justify-between gap-3">
              {canManageAgents ? (
                <Link href={PAGES.agents.view(agent._id)} className={cn(LINK_CLASS, "min-w-0 truncate")}>
                  <UserText text={agent.name} />
                </Link>
              ) : (
                <UserText className="min-w-0 truncate" text={agent.name} />
              )}
              <Badge variant={agent.active ? "success" : "outline"}>
                {agent.active ? "Active" : "Inactive"}
              </Badge>
            </li>
          )}
        </OverviewList>
      </OverviewCard>

      <OverviewCard
        title="Recent sign-ins"
        Icon={LogInIcon}
        more={{ href: ROUTES.users, label: "All users" }}
      >
        <OverviewList
          label="Recent sign-ins"
          items={home.signIns}
          empty={{ text: "Nobody has signed in yet" }}
        >
          {(u) => (
            <li key={u._id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5">
              <div className="grid min-w-0 gap-0.5">
                <Link href={PAGES.users.view(u._id)} className={cn(LINK_CLASS, "truncate")}>
                  {u.name}
                </Link>
                <span className="truncate text-xs text-muted-foreground">
                  {roleTitle(u.role)} · {u.email}
                </span>
              </div>
              <span className="text-xs text-muted-foreground">
                <When iso={u.lastLoginAt} timeZone={timeZone} time />
              </span>
            </li>
          )}
        </OverviewList>
      </OverviewCard>
    </div>
  );
}
