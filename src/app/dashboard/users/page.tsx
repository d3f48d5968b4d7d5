import type { Metadata } from "next";

import { isAdmin } from "@/components/management/display";
import { CreateLink, PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { UsersTable } from "@/components/users/users-table";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Users" };

export default async function UsersPage() {
  const { viewer } = await viewerContext();
  return (
    <PageShell
      title="Users"
      description={isAdmin(viewer) ? "Everyone in your organisation." : "The members of your teams."}
      actions={isAdmin(viewer) ? <CreateLink href={PAGES.users.create}>Create user</CreateLink> : null}
    >
      <UsersTable viewer={viewer} />
    </PageShell>
  );
}
