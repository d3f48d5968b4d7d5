import { GoalView } from "@/components/goals/goal-view";
import { shellPage } from "@/components/management/shell-page";
import { PAGES } from "@/lib/routes";

export const metadata = { title: "Goal" };

export default shellPage(metadata, ({ params }) => <GoalView id={params.id} />, {
  back: { href: PAGES.goals.list, label: "Goals" },
});
