import { ActivityIcon, ChevronRightIcon, type LucideIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { UsageReport } from "@/components/reports/usage-report";
import { loadDashboard } from "@/components/shell/current-context";
import { MENU_ICONS } from "@/components/shell/menu-icons";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { type MenuKey, menuFor } from "@/lib/menu";
import { ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: "Dashboard" };

const DESCRIPTIONS: Record<MenuKey, string> = {
  home: "",
  chats: "Talk with your AI coach and with people.",
  goals: "Set goals and follow their progress.",
  journals: "Write down how training and life are going.",
  users: "Find, add and manage the people you work with.",
  organizations: "Every organisation on the platform.",
  teams: "The teams of your organisation and who is in them.",
  organization: "Your organisation's details.",
  team: "Your team and its members.",
  profile: "What your coach knows about you.",
  account: "Your name, contact details and password.",
  coachingNotes: "Observations, prompts and feedback from coaches.",
  feedbacks: "Feedback your coaches gave you.",
  aiConfig: "Agents, instruction sets and instructions.",
};

const ROLE_LABELS = { admin: "Administrator", coach: "Coach", user: "Athlete" } as const;

export default async function DashboardPage() {
  const dashboard = await loadDashboard();
  if (!dashboard) redirect(ROUTES.signIn);
  const { user, context } = dashboard;
  const cards = menuFor(user, context.menu).filter((entry) => entry.key !== "home");
  const where = [context.organization?.name, ...context.teams.map((t) => t.name)].filter(Boolean).join(" · ");

  return (
    <div className="grid gap-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Welcome, {user.name}</h1>
        <p className="text-muted-foreground">
          {user.isAdminMaster ? "Master administrator" : ROLE_LABELS[user.role]}
          {where ? ` · ${where}` : ""}
        </p>
      </div>
      <section aria-label="Shortcuts" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((entry) => (
          <Shortcut
            key={entry.key}
            href={entry.href}
            label={entry.label}
            description={DESCRIPTIONS[entry.key]}
            Icon={MENU_ICONS[entry.key]}
          />
        ))}
        {/* Not a side-menu entry in §2, so it is offered here: everyone's own assessments, or their people's. */}
        <Shortcut
          href={ROUTES.assessments}
          label="Assessments"
          description={
            user.role === "user" && !user.isAdminMaster
              ? "How your mental, physical and performance areas are going."
              : "Assessments of the people you work with."
          }
          Icon={ActivityIcon}
        />
      </section>
      {user.role !== "user" || user.isAdminMaster ? (
        <UsageReport teamId={context.teams[0]?._id ?? null} />
      ) : null}
    </div>
  );
}

function Shortcut({
  href,
  label,
  description,
  Icon,
}: {
  href: string;
  label: string;
  description: string;
  Icon: LucideIcon;
}) {
  return (
    <Link
      href={href}
      className="group rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      <Card className="h-full gap-3 transition-colors group-hover:border-primary/50 group-hover:bg-accent/40">
        <CardHeader className="grid-cols-[auto_1fr_auto] items-center gap-x-3">
          <span className="row-span-2 grid size-9 place-items-center rounded-lg bg-primary/15 text-primary">
            <Icon aria-hidden className="size-4" />
          </span>
          <CardTitle>{label}</CardTitle>
          <ChevronRightIcon
            aria-hidden
            className="row-span-2 size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
          />
          <CardDescription className="col-start-2">{description}</CardDescription>
        </CardHeader>
      </Card>
    </Link>
  );
}
