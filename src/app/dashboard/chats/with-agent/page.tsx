import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { StartChatPage } from "@/components/chats/start-chat-page";
import { CHAT_MODES } from "@/lib/constants";
import type { ChatMode } from "@/lib/contracts/agents/schemas";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("newChat.title") };
}

export default async function WithAgentPage({ searchParams }: { searchParams: Promise<{ mode?: string }> }) {
  const { mode } = await searchParams;
  const fixed = CHAT_MODES.find((m): m is ChatMode => m === mode);
  return <StartChatPage key={fixed ?? "any"} mode={fixed} />;
}
