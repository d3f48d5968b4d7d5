import { shellPage } from "@/components/management/shell-page";
import { TeamForm } from "@/components/teams/team-form";
import { ROUTES } from "@/lib/routes";

export const metadata = { title: "Create team" };

export default shellPage(metadata, <TeamForm />, {
  description: "Members can be added once the team exists.",
  back: { href: ROUTES.teams, label: "Teams" },
});
