import type { Metadata } from "next";
import { StartChatPage } from "@/components/chats/start-chat-page";
import { CHAT_MODES } from "@/lib/constants";
import type { ChatMode } from "@/lib/contracts/agents/schemas";

export const metadata: Metadata = { title: "New chat" };

export default async function WithAgentPage({ searchParams }: { searchParams: Promise<{ mode?: string }> }) {
  const { mode } = await searchParams;
  const fixed = CHAT_MODES.find((m): m is ChatMode => m === mode);
  return <StartChatPage key={fixed ?? "any"} mode={fixed} />;
}
