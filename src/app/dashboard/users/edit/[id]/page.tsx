import { shellPage } from "@/components/management/shell-page";
import { viewerContext } from "@/components/management/viewer";
import { UserForm } from "@/components/users/user-form";
import { ROUTES } from "@/lib/routes";

export const metadata = { title: "Edit user" };

export default shellPage(
  metadata,
  async ({ params }) => <UserForm viewer={(await viewerContext()).viewer} id={params.id} />,
  { back: { href: ROUTES.users, label: "Users" } },
);
