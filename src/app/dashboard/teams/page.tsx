import { isAdmin } from "@/components/management/display";
import { CreateLink } from "@/components/management/page-shell";
import { shellPage } from "@/components/management/shell-page";
import { viewerContext } from "@/components/management/viewer";
import { TeamsTable } from "@/components/teams/teams-table";
import { PAGES } from "@/lib/routes";

export const metadata = { title: "Teams" };

export default shellPage(
  metadata,
  async () => <TeamsTable viewer={(await viewerContext()).viewer} />,
  async () =>
    isAdmin((await viewerContext()).viewer)
      ? {
          description: "The teams of your organisation.",
          actions: <CreateLink href={PAGES.teams.create}>Create team</CreateLink>,
        }
      : { description: "The teams you belong to." },
);
