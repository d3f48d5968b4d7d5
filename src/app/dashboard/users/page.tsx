import { getTranslations } from "next-intl/server";
import { withPageMessages } from "@/components/i18n/with-page-messages";

import { isAdmin } from "@/components/management/display";
import { CreateLink, PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { UsersTable } from "@/components/users/users-table";
import { pageTitle } from "@/i18n/page-title";
import { PAGES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.users.title");

async function UsersPage() {
  const [{ viewer }, t] = await Promise.all([viewerContext(), getTranslations("pages")]);
  const admin = isAdmin(viewer);
  return (
    <PageShell
      title={t("users.title")}
      description={admin ? t("users.adminDescription") : t("users.memberDescription")}
      actions={admin ? <CreateLink href={PAGES.users.create}>{t("createUser.title")}</CreateLink> : undefined}
    >
      <UsersTable viewer={viewer} />
    </PageShell>
  );
}

export default withPageMessages("dashboard/users", UsersPage);
