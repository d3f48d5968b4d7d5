import { useTranslations } from "next-intl";
import { PageShell } from "@/components/management/page-shell";
import type { ChatMode } from "@/lib/contracts/agents/schemas";
import { ROUTES } from "@/lib/routes";
import { StartChat } from "./start-chat";

/** The body of /dashboard/chats/with-agent and its fixed-mode variants. */
export function StartChatPage({ mode }: { mode?: ChatMode }) {
  const t = useTranslations("chats");
  return (
    <PageShell
      title={t("start.title", { mode: mode ?? "other" })}
      description={mode ? t("start.chooseAgent") : t("start.chooseAgentAndMode")}
      back={{ href: ROUTES.chats, label: t("chats") }}
    >
      <StartChat mode={mode} />
    </PageShell>
  );
}
