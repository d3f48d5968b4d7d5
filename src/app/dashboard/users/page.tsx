import { isAdmin } from "@/components/management/display";
import { CreateLink } from "@/components/management/page-shell";
import { shellPage } from "@/components/management/shell-page";
import { viewerContext } from "@/components/management/viewer";
import { UsersTable } from "@/components/users/users-table";
import { PAGES } from "@/lib/routes";

export const metadata = { title: "Users" };

export default shellPage(
  metadata,
  async () => <UsersTable viewer={(await viewerContext()).viewer} />,
  async () =>
    isAdmin((await viewerContext()).viewer)
      ? {
          description: "Everyone in your organisation.",
          actions: <CreateLink href={PAGES.users.create}>Create user</CreateLink>,
        }
      : { description: "The members of your teams." },
);
