"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import * as React from "react";

import { EmptyRow, FramedTable } from "@/components/data-table/framed-table";
import { Pager } from "@/components/data-table/pager";
import { LoadError } from "@/components/management/load-state";
import { PageShell } from "@/components/management/page-shell";
import { ListRow } from "@/components/management/row-list";
import { useResource } from "@/components/management/use-resource";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { TableCell, TableRow } from "@/components/ui/table";
import { useFormat } from "@/i18n/format";
import { chats as chatEndpoints, users } from "@/lib/api/browser-endpoints";
import { request } from "@/lib/api/call";
import { PAGE_SIZE } from "@/lib/constants";
import type { ChatDoc } from "@/lib/contracts/chats/schemas";
import type { Page } from "@/lib/contracts/list-query";
import { PAGES, ROUTES } from "@/lib/routes";
import { excerpt } from "./chat-helpers";
import { agentName, useAgentsById } from "./use-agents";
import { useChatTitle } from "./use-chat-title";

/** A coach or admin browses one person's chats (GET /chats/by-user/{id}); each opens read-only. */
export function UserChats({ userId }: { userId: string }) {
  const t = useTranslations("chats");
  const te = useTranslations("enums");
  const format = useFormat();
  const chatTitle = useChatTitle();
  const [page, setPage] = React.useState(1);
  const user = useResource(request(users.get, { params: { id: userId } }));
  const chats = useResource<Page<ChatDoc>>(
    request(chatEndpoints.byUser, { params: { id: userId }, query: { page, limit: PAGE_SIZE } }),
  );
  const agents = useAgentsById();
  const data = chats.data;
  const totalPages = Math.max(data?.totalPages ?? 1, 1);

  return (
    <PageShell
      title={user.data ? t("userChats.title", { name: user.data.name }) : t("chats")}
      description={t("userChats.description")}
      back={{ href: ROUTES.chats, label: t("chats") }}
    >
      {chats.error ? (
        <LoadError error={chats.error} onRetry={chats.reload} title={t("loadChatsError")} />
      ) : (
        <>
          <FramedTable
            label={t("userChats.tableLabel")}
            busy={chats.loading}
            className="hidden overflow-hidden rounded-lg border md:block"
            columns={[
              t("userChats.columns.title"),
              t("userChats.columns.agent"),
              t("userChats.columns.mode"),
              t("userChats.columns.status"),
              t("userChats.columns.lastMessage"),
              t("userChats.columns.updated"),
            ]}
          >
            {!data ? (
              Array.from({ length: 3 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
                <TableRow key={i} className="hover:bg-transparent">
                  <TableCell colSpan={6}>
                    <Skeleton className="h-4 w-full" />
                  </TableCell>
                </TableRow>
              ))
            ) : data.docs.length === 0 ? (
              <EmptyRow colSpan={6} className="h-24">
                {t("noChatsYet")}
              </EmptyRow>
            ) : (
              data.docs.map((chat) => (
                <TableRow key={chat._id}>
                  <TableCell>
                    <Link href={PAGES.chats.view(chat._id)} className="font-medium hover:underline">
                      {chatTitle(chat)}
                    </Link>
                  </TableCell>
                  <TableCell>{agentName(agents, chat.agents) ?? "—"}</TableCell>
                  <TableCell>{chat.config?.mode ? te(`chatModes.${chat.config.mode}`) : "—"}</TableCell>
                  <TableCell>
                    {chat.closed ? (
                      <Badge variant="secondary">{t("closed")}</Badge>
                    ) : (
                      <Badge variant="success">{t("open")}</Badge>
                    )}
                  </TableCell>
                  <TableCell className="max-w-72 truncate text-muted-foreground">
                    {excerpt(chat.lastMessage, 80) || "—"}
                  </TableCell>
                  <TableCell>{format.dateTime(chat.lastMessageAt ?? chat.updatedAt)}</TableCell>
                </TableRow>
              ))
            )}
          </FramedTable>
          {/* Under md, as the other lists: one card per chat instead of a table that scrolls sideways. */}
          <div className="md:hidden">
            {!data ? (
              <div className="grid gap-2" role="status" aria-label={t("loadingChats")}>
                <Skeleton className="h-16 w-full" />
                <Skeleton className="h-16 w-full" />
              </div>
            ) : data.docs.length === 0 ? (
              <p className="rounded-lg border p-6 text-center text-sm text-muted-foreground">
                {t("noChatsYet")}
              </p>
            ) : (
              <ul aria-label={t("userChats.tableLabel")} className="divide-y rounded-lg border">
                {data.docs.map((chat) => (
                  <ListRow
                    key={chat._id}
                    testId="user-chat"
                    href={PAGES.chats.view(chat._id)}
                    title={chatTitle(chat)}
                    badges={
                      chat.closed ? (
                        <Badge variant="secondary">{t("closed")}</Badge>
                      ) : (
                        <Badge variant="success">{t("open")}</Badge>
                      )
                    }
                    details={[
                      agentName(agents, chat.agents),
                      chat.config?.mode ? te(`chatModes.${chat.config.mode}`) : null,
                      format.dateTime(chat.lastMessageAt ?? chat.updatedAt),
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                    summary={excerpt(chat.lastMessage, 80) || undefined}
                    actions={null}
                  />
                ))}
              </ul>
            )}
          </div>
        </>
      )}
      <Pager
        label={t("chats")}
        count={(count) => t("chatCount", { count })}
        page={page}
        totalPages={totalPages}
        totalDocs={data ? data.totalDocs : null}
        totalIsLowerBound={Boolean(data?.totalIsLowerBound)}
        hasNextPage={Boolean(data?.hasNextPage)}
        loading={chats.loading}
        onPage={setPage}
      />
    </PageShell>
  );
}
