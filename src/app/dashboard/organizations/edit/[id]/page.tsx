import { shellPage } from "@/components/management/shell-page";
import { viewerContext } from "@/components/management/viewer";
import { OrganizationForm } from "@/components/organizations/organization-form";
import { ROUTES } from "@/lib/routes";

export const metadata = { title: "Edit organization" };

export default shellPage(
  metadata,
  async ({ params }) => <OrganizationForm viewer={(await viewerContext()).viewer} id={params.id} />,
  { back: { href: ROUTES.organizations, label: "Organizations" } },
);
