import { MessageSquarePlusIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { ChatList } from "@/components/chats/chat-list";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { CreateLink, PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { pageTitle } from "@/i18n/page-title";
import { PAGES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.chats.title");

async function ChatsPage() {
  const [{ viewer }, t] = await Promise.all([viewerContext(), getTranslations("pages")]);
  return (
    <PageShell
      className="grid-cols-1"
      title={t("chats.title")}
      description={t("chats.description")}
      actions={
        <CreateLink href={PAGES.chats.withAgent()} icon={MessageSquarePlusIcon}>
          {t("newChat.title")}
        </CreateLink>
      }
    >
      <ChatList viewerId={viewer._id} />
    </PageShell>
  );
}

export default withPageMessages("dashboard/chats", ChatsPage);
