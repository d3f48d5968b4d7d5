import { GoalForm } from "@/components/goals/goal-form";
import { type PageRequest, shellPage } from "@/components/management/shell-page";
import { ID_PATTERN } from "@/lib/ids";
import { PAGES } from "@/lib/routes";

export const metadata = { title: "Create goal" };

const forUserOf = ({ search: { user } }: PageRequest) =>
  typeof user === "string" && ID_PATTERN.test(user) ? user : undefined;

/** `?user=<id>`: a coach or admin creates the goal for that user (the API checks they may). */
export default shellPage(
  metadata,
  (request) => <GoalForm forUser={forUserOf(request)} />,
  (request) => {
    const forUser = forUserOf(request);
    return {
      description: forUser ? "A goal for one of your athletes." : "Set a goal and track your progress.",
      back: forUser
        ? { href: PAGES.goals.byUser(forUser), label: "Goals" }
        : { href: PAGES.goals.list, label: "Goals" },
    };
  },
);
