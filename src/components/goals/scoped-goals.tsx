import { GoalsList } from "@/components/goals/goals-list";
import { CreateLink, PageShell } from "@/components/management/page-shell";
import { PAGES } from "@/lib/routes";

const SCOPES = {
  organization: {
    title: "Organization goals",
    description: "The goals of everyone in the organisation you can see.",
  },
  team: { title: "Team goals", description: "The goals of the members of one team." },
  user: { title: "Athlete goals", description: "The goals of one athlete." },
} as const;

/**
 * The goals of one organisation, team or athlete in a coach's or admin's scope (route access rule; the API
 * narrows to what they may see). An organisation's or team's list names each goal's owner; an athlete's list
 * offers "Create goal" for that athlete instead.
 */
export function ScopedGoals({ scope, id }: { scope: keyof typeof SCOPES; id: string }) {
  const { title, description } = SCOPES[scope];
  const forUser = scope === "user";
  return (
    <PageShell
      title={title}
      description={description}
      back={{ href: PAGES.goals.list, label: "Goals" }}
      actions={
        forUser ? (
          <CreateLink href={`${PAGES.goals.create}?user=${encodeURIComponent(id)}`}>Create goal</CreateLink>
        ) : null
      }
    >
      <GoalsList filters={{ [scope]: id }} showOwner={!forUser} emptyText="No goals found." />
    </PageShell>
  );
}
