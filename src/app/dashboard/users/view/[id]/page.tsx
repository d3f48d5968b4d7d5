import type { Metadata } from "next";

import { viewerContext } from "@/components/management/viewer";
import { UserView } from "@/components/users/user-view";
import { ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: "User" };

export default async function ViewUserPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { viewer }] = await Promise.all([params, viewerContext()]);
  return <UserView id={id} viewer={viewer} back={{ href: ROUTES.users, label: "Users" }} />;
}
