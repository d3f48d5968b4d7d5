import type { Metadata } from "next";

import { PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { UserForm } from "@/components/users/user-form";
import { ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: "Edit user" };

export default async function EditUserPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { viewer }] = await Promise.all([params, viewerContext()]);
  return (
    <PageShell title="Edit user" back={{ href: ROUTES.users, label: "Users" }}>
      <UserForm viewer={viewer} id={id} />
    </PageShell>
  );
}
