import { GoalForm } from "@/components/goals/goal-form";
import { shellPage } from "@/components/management/shell-page";
import { PAGES } from "@/lib/routes";

export const metadata = { title: "Edit goal" };

export default shellPage(metadata, ({ params }) => <GoalForm id={params.id} />, {
  back: { href: PAGES.goals.list, label: "Goals" },
});
