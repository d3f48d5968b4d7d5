import { getTranslations } from "next-intl/server";
import { ChatSettingsForm } from "@/components/ai-config/chat-settings-form";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { NoContext } from "@/components/management/no-context";
import { PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { VoiceSettingsForm } from "@/components/voice/voice-settings-form";
import { pageTitle } from "@/i18n/page-title";
import { ROUTES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.chatSettings.title");

async function ChatSettingsPage() {
  const [{ organizationId, viewer }, t] = await Promise.all([viewerContext(), getTranslations("pages")]);
  if (!organizationId) return <NoContext title={t("chatSettings.title")} what="organization" />;
  return (
    <PageShell
      title={t("chatSettings.title")}
      description={t("chatSettings.description")}
      back={{ href: ROUTES.aiConfig, label: t("aiConfig.title") }}
    >
      <ChatSettingsForm organizationId={organizationId} />
      {viewer.role === "admin" || viewer.isAdminMaster ? <VoiceSettingsForm scope="organization" /> : null}
    </PageShell>
  );
}

export default withPageMessages("dashboard/ai-config/chat", ChatSettingsPage);
