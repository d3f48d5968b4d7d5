import type { Metadata } from "next";

import { ChatSettingsForm } from "@/components/ai-config/chat-settings-form";
import { NoContext } from "@/components/management/no-context";
import { PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { VoiceSettingsForm } from "@/components/voice/voice-settings-form";
import { ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: "Chat settings" };

export default async function ChatSettingsPage() {
  const { organizationId, viewer } = await viewerContext();
  if (!organizationId) return <NoContext title="Chat settings" what="organization" />;
  return (
    <PageShell
      title="Chat settings"
      description="How the organisation's AI chats run by default."
      back={{ href: ROUTES.aiConfig, label: "AI Config" }}
    >
      <ChatSettingsForm organizationId={organizationId} />
      {viewer.role === "admin" || viewer.isAdminMaster ? <VoiceSettingsForm scope="organization" /> : null}
    </PageShell>
  );
}
