import { MessageSquarePlusIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { ChatList } from "@/components/chats/chat-list";
import { PageHeader } from "@/components/management/page-header";
import { viewerContext } from "@/components/management/viewer";
import { Button } from "@/components/ui/button";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Chats" };

export default async function ChatsPage() {
  const { viewer } = await viewerContext();
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Chats"
        description="Your conversations with your agents."
        actions={
          <Button asChild>
            <Link href={PAGES.chats.withAgent()}>
              <MessageSquarePlusIcon />
              New chat
            </Link>
          </Button>
        }
      />
      <ChatList viewerId={viewer._id} />
    </div>
  );
}
