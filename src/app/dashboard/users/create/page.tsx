import { shellPage } from "@/components/management/shell-page";
import { viewerContext } from "@/components/management/viewer";
import { UserForm } from "@/components/users/user-form";
import { ROUTES } from "@/lib/routes";

export const metadata = { title: "Create user" };

export default shellPage(metadata, async () => <UserForm viewer={(await viewerContext()).viewer} />, {
  description: "Creates the person's sign-in account with the password you set.",
  back: { href: ROUTES.users, label: "Users" },
});
