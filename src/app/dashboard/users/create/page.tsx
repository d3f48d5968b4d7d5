import { getTranslations } from "next-intl/server";
import { withPageMessages } from "@/components/i18n/with-page-messages";

import { PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { UserForm } from "@/components/users/user-form";
import { pageTitle } from "@/i18n/page-title";
import { ROUTES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.createUser.title");

async function CreateUserPage() {
  const [{ viewer }, t] = await Promise.all([viewerContext(), getTranslations("pages")]);
  return (
    <PageShell
      title={t("createUser.title")}
      description={t("createUser.description")}
      back={{ href: ROUTES.users, label: t("users.title") }}
    >
      <UserForm viewer={viewer} />
    </PageShell>
  );
}

export default withPageMessages("dashboard/users/create", CreateUserPage);
