import { PlusIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { isAdmin } from "@/components/management/display";
import { PageHeader } from "@/components/management/page-header";
import { viewerContext } from "@/components/management/viewer";
import { Button } from "@/components/ui/button";
import { UsersTable } from "@/components/users/users-table";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Users" };

export default async function UsersPage() {
  const { viewer } = await viewerContext();
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Users"
        description={isAdmin(viewer) ? "Everyone in your organisation." : "The members of your teams."}
        actions={
          isAdmin(viewer) ? (
            <Button asChild>
              <Link href={PAGES.users.create}>
                <PlusIcon />
                Create user
              </Link>
            </Button>
          ) : null
        }
      />
      <UsersTable viewer={viewer} />
    </div>
  );
}
