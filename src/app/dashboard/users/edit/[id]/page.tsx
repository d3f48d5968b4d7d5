import { getTranslations } from "next-intl/server";
import { withPageMessages } from "@/components/i18n/with-page-messages";

import { PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { UserForm } from "@/components/users/user-form";
import { pageTitle } from "@/i18n/page-title";
import { ROUTES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.editUser.title");

async function EditUserPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { viewer }, t] = await Promise.all([params, viewerContext(), getTranslations("pages")]);
  return (
    <PageShell title={t("editUser.title")} back={{ href: ROUTES.users, label: t("users.title") }}>
      <UserForm viewer={viewer} id={id} />
    </PageShell>
  );
}

export default withPageMessages("dashboard/users/edit/[id]", EditUserPage);
