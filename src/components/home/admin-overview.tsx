import { BotIcon, ChartNoAxesColumnIcon, LogInIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { UserText } from "@/components/ui/user-text";
import { useFormat } from "@/i18n/format";
import { ROLES } from "@/lib/constants";
import { PAGES, ROUTES } from "@/lib/routes";
import { cn } from "@/lib/utils";
import type { AdminHome } from "@/server/home/types";
import {
  emptyLink,
  LINK_CLASS,
  MembersAssessmentsLink,
  OverviewCard,
  OverviewList,
  When,
} from "./overview-card";

const isRole = (role: string): role is (typeof ROLES)[number] => (ROLES as readonly string[]).includes(role);

/**
 * The admin's (and master admin's) home: usage at a glance, agents and recent sign-ins. `canManageAgents` is
 * whether the AI configuration pages open for this person (§6: role admin), so no link leads to /403.
 */
export function AdminOverview({
  home,
  canManageAgents,
}: {
  home: AdminHome;
  /** Unused: dates are shown in the reader's own timezone, next-intl's (src/i18n/format.ts). */
  timeZone?: string;
  canManageAgents: boolean;
}) {
  const t = useTranslations("home.admin");
  const te = useTranslations("enums");
  const format = useFormat();
  const stats = [
    { key: "members", label: t("members"), value: home.usage.members },
    { key: "signedIn", label: t("signedIn", { days: home.signInDays }), value: home.usage.signedInRecently },
    { key: "chats", label: t("chats", { days: home.usageDays }), value: home.usage.chats },
    { key: "journals", label: t("journals", { days: home.usageDays }), value: home.usage.journals },
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <OverviewCard
        title={t("usage")}
        Icon={ChartNoAxesColumnIcon}
        more={{ href: ROUTES.users, label: t("allUsers") }}
        className="lg:col-span-2"
      >
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {stats.map((s) => (
            <div key={s.key} className="grid gap-1 rounded-lg border p-3">
              <dt className="text-xs text-muted-foreground">{s.label}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{format.number(s.value)}</dd>
            </div>
          ))}
        </dl>
        <MembersAssessmentsLink />
      </OverviewCard>

      <OverviewCard
        title={t("agents")}
        description={t("agentsActive", { active: home.agents.active, total: home.agents.total })}
        Icon={BotIcon}
        more={canManageAgents ? { href: PAGES.agents.list, label: t("allAgents") } : null}
      >
        <OverviewList
          label={t("agents")}
          items={home.agents.items}
          className="grid gap-2"
          empty={
            canManageAgents
              ? t.rich("noAgentsCreate", { link: emptyLink(PAGES.agents.create) })
              : t("noAgents")
          }
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
                {agent.active ? t("active") : t("inactive")}
              </Badge>
            </li>
          )}
        </OverviewList>
      </OverviewCard>

      <OverviewCard title={t("signIns")} Icon={LogInIcon} more={{ href: ROUTES.users, label: t("allUsers") }}>
        <OverviewList label={t("signIns")} items={home.signIns} empty={t("noSignIns")}>
          {(u) => (
            <li key={u._id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5">
              <div className="grid min-w-0 gap-0.5">
                <Link href={PAGES.users.view(u._id)} className={cn(LINK_CLASS, "truncate")}>
                  {u.name}
                </Link>
                <span className="truncate text-xs text-muted-foreground">
                  {isRole(u.role) ? te(`roleTitles.${u.role}`) : u.role} · {u.email}
                </span>
              </div>
              <span className="text-xs text-muted-foreground">
                <When iso={u.lastLoginAt} time />
              </span>
            </li>
          )}
        </OverviewList>
      </OverviewCard>
    </div>
  );
}
