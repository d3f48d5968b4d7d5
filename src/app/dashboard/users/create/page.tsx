import type { Metadata } from "next";

import { PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { UserForm } from "@/components/users/user-form";
import { ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: "Create user" };

export default async function CreateUserPage() {
  const { viewer } = await viewerContext();
  return (
    <PageShell
      title="Create user"
      description="Creates the person's sign-in account with the password you set."
      back={{ href: ROUTES.users, label: "Users" }}
    >
      <UserForm viewer={viewer} />
    </PageShell>
  );
}
