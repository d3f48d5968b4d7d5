import { StartChatPage } from "@/components/chats/start-chat-page";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { pageTitle } from "@/i18n/page-title";
import { CHAT_MODES } from "@/lib/constants";
import type { ChatMode } from "@/lib/contracts/agents/schemas";

export const generateMetadata = pageTitle("pages.newChat.title");

async function WithAgentPage({ searchParams }: { searchParams: Promise<{ mode?: string }> }) {
  const { mode } = await searchParams;
  const fixed = CHAT_MODES.find((m): m is ChatMode => m === mode);
  return <StartChatPage key={fixed ?? "any"} mode={fixed} />;
}

export default withPageMessages("dashboard/chats/with-agent", WithAgentPage);
