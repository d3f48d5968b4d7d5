import { MessageSquarePlusIcon } from "lucide-react";
import type { Metadata } from "next";

import { ChatList } from "@/components/chats/chat-list";
import { CreateLink, PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Chats" };

export default async function ChatsPage() {
  const { viewer } = await viewerContext();
  return (
    <PageShell
      className="grid-cols-1"
      title="Chats"
      description="Your conversations with your agents."
      actions={
        <CreateLink href={PAGES.chats.withAgent()} icon={MessageSquarePlusIcon}>
          New chat
        </CreateLink>
      }
    >
      <ChatList viewerId={viewer._id} />
    </PageShell>
  );
}
