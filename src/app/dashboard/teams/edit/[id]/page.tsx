import { shellPage } from "@/components/management/shell-page";
import { TeamForm } from "@/components/teams/team-form";
import { ROUTES } from "@/lib/routes";

export const metadata = { title: "Edit team" };

export default shellPage(metadata, ({ params }) => <TeamForm id={params.id} />, {
  back: { href: ROUTES.teams, label: "Teams" },
});
