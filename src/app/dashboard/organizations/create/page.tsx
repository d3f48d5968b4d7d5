import { shellPage } from "@/components/management/shell-page";
import { viewerContext } from "@/components/management/viewer";
import { OrganizationForm } from "@/components/organizations/organization-form";
import { ROUTES } from "@/lib/routes";

export const metadata = { title: "Create organization" };

export default shellPage(metadata, async () => <OrganizationForm viewer={(await viewerContext()).viewer} />, {
  description: "A new organisation with its own administrators, teams and users.",
  back: { href: ROUTES.organizations, label: "Organizations" },
});
