import { CreateLink } from "@/components/management/page-shell";
import { shellPage } from "@/components/management/shell-page";
import { viewerContext } from "@/components/management/viewer";
import { OrganizationsTable } from "@/components/organizations/organizations-table";
import { PAGES } from "@/lib/routes";

export const metadata = { title: "Organizations" };

export default shellPage(
  metadata,
  async () => <OrganizationsTable viewer={(await viewerContext()).viewer} />,
  {
    description: "Every organisation on the platform.",
    actions: <CreateLink href={PAGES.organizations.create}>Create organization</CreateLink>,
  },
);
