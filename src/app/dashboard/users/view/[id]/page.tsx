import { getTranslations } from "next-intl/server";
import { withPageMessages } from "@/components/i18n/with-page-messages";

import { viewerContext } from "@/components/management/viewer";
import { UserView } from "@/components/users/user-view";
import { pageTitle } from "@/i18n/page-title";
import { ROUTES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.user.title");

async function ViewUserPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { viewer }, t] = await Promise.all([params, viewerContext(), getTranslations("pages")]);
  return <UserView id={id} viewer={viewer} back={{ href: ROUTES.users, label: t("users.title") }} />;
}

export default withPageMessages("dashboard/users/view/[id]", ViewUserPage);
