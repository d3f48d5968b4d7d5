import { MODE_LABELS } from "@/components/ai-config/labels";
import { PageShell } from "@/components/management/page-shell";
import type { ChatMode } from "@/lib/contracts/agents/schemas";
import { ROUTES } from "@/lib/routes";
import { StartChat } from "./start-chat";

/** The body of /dashboard/chats/with-agent and its fixed-mode variants. */
export function StartChatPage({ mode }: { mode?: ChatMode }) {
  return (
    <PageShell
      title={mode ? `New ${MODE_LABELS[mode].toLowerCase()} chat` : "New chat"}
      description={mode ? "Choose an agent to talk to." : "Choose an agent and a mode."}
      back={{ href: ROUTES.chats, label: "Chats" }}
    >
      <StartChat mode={mode} />
    </PageShell>
  );
}
