import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { viewerContext } from "@/components/management/viewer";
import { UserView } from "@/components/users/user-view";
import { ROUTES } from "@/lib/routes";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("user.title") };
}

export default async function ViewUserPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { viewer }, t] = await Promise.all([params, viewerContext(), getTranslations("pages")]);
  return <UserView id={id} viewer={viewer} back={{ href: ROUTES.users, label: t("users.title") }} />;
}
